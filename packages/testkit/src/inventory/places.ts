/**
 * Real places of the demo world: cities, their airports (and a few railway stations used by train legs), with
 * names in es/en/pt where they differ, IATA codes and coordinates.
 *
 * Source: these are public facts written down by hand from public data — IATA location and airport codes and
 * airport names as listed by OurAirports (ourairports.com, public domain) and Wikipedia, city and airport
 * coordinates rounded to about 0.01° (≈1 km) from the same sources. Nothing here is random; the seed only
 * shapes what is generated around these places (hotels, rates, flights).
 *
 * The list is weighted to the portal's markets: Argentina, the rest of South America, Brazil, Spain, the United
 * States, Caribbean and Mexican beaches, Europe, plus a few long-haul destinations.
 */

/** Where a city sits in the portal's market map (drives how many hotels it gets and which carriers fly there). */
export type PlaceRegion = "AR" | "SA" | "BR" | "ES" | "NA" | "CB" | "EU" | "WW";

/** How big a hotel market a city is: `mega` cities carry 1,000+ hotels so large result sets are real. */
type PlaceSize = "mega" | "large" | "medium" | "small";

/** A name in each portal language. */
export interface PlaceName {
  readonly es: string;
  readonly en: string;
  readonly pt: string;
}

/** An airport, or a railway station with an IATA code (train legs, spec 002 §3 `segmentType` Train). */
export interface PlaceAirport {
  /** IATA location code, e.g. `EZE`. */
  readonly iata: string;
  /** Name as published (OurAirports / the operator). */
  readonly name: string;
  readonly lat: number;
  readonly lng: number;
  readonly kind: "airport" | "station";
}

/** A city of the demo world. */
export interface PlaceCity {
  /** IATA metropolitan or city code (`BUE`, `NYC`), or the airport code where the city has only one. */
  readonly code: string;
  readonly name: PlaceName;
  /** ISO 3166-1 alpha-2 country code. */
  readonly country: string;
  readonly lat: number;
  readonly lng: number;
  readonly region: PlaceRegion;
  readonly size: PlaceSize;
  /** A beach destination (zones, boards and themes differ). */
  readonly beach: boolean;
  readonly airports: readonly PlaceAirport[];
}

/** Country names in es/en/pt, keyed by ISO code. */
export const PLACE_COUNTRIES: Readonly<Record<string, PlaceName>> = {
  AR: { es: "Argentina", en: "Argentina", pt: "Argentina" },
  BR: { es: "Brasil", en: "Brazil", pt: "Brasil" },
  CL: { es: "Chile", en: "Chile", pt: "Chile" },
  UY: { es: "Uruguay", en: "Uruguay", pt: "Uruguai" },
  PY: { es: "Paraguay", en: "Paraguay", pt: "Paraguai" },
  PE: { es: "Perú", en: "Peru", pt: "Peru" },
  CO: { es: "Colombia", en: "Colombia", pt: "Colômbia" },
  EC: { es: "Ecuador", en: "Ecuador", pt: "Equador" },
  BO: { es: "Bolivia", en: "Bolivia", pt: "Bolívia" },
  VE: { es: "Venezuela", en: "Venezuela", pt: "Venezuela" },
  PA: { es: "Panamá", en: "Panama", pt: "Panamá" },
  CR: { es: "Costa Rica", en: "Costa Rica", pt: "Costa Rica" },
  MX: { es: "México", en: "Mexico", pt: "México" },
  DO: { es: "República Dominicana", en: "Dominican Republic", pt: "República Dominicana" },
  CU: { es: "Cuba", en: "Cuba", pt: "Cuba" },
  JM: { es: "Jamaica", en: "Jamaica", pt: "Jamaica" },
  AW: { es: "Aruba", en: "Aruba", pt: "Aruba" },
  CW: { es: "Curazao", en: "Curaçao", pt: "Curaçao" },
  PR: { es: "Puerto Rico", en: "Puerto Rico", pt: "Porto Rico" },
  BS: { es: "Bahamas", en: "Bahamas", pt: "Bahamas" },
  BB: { es: "Barbados", en: "Barbados", pt: "Barbados" },
  SX: { es: "Sint Maarten", en: "Sint Maarten", pt: "São Martinho" },
  KY: { es: "Islas Caimán", en: "Cayman Islands", pt: "Ilhas Cayman" },
  TC: { es: "Islas Turcas y Caicos", en: "Turks and Caicos Islands", pt: "Ilhas Turcas e Caicos" },
  US: { es: "Estados Unidos", en: "United States", pt: "Estados Unidos" },
  CA: { es: "Canadá", en: "Canada", pt: "Canadá" },
  ES: { es: "España", en: "Spain", pt: "Espanha" },
  PT: { es: "Portugal", en: "Portugal", pt: "Portugal" },
  FR: { es: "Francia", en: "France", pt: "França" },
  GB: { es: "Reino Unido", en: "United Kingdom", pt: "Reino Unido" },
  IT: { es: "Italia", en: "Italy", pt: "Itália" },
  DE: { es: "Alemania", en: "Germany", pt: "Alemanha" },
  NL: { es: "Países Bajos", en: "Netherlands", pt: "Países Baixos" },
  BE: { es: "Bélgica", en: "Belgium", pt: "Bélgica" },
  CH: { es: "Suiza", en: "Switzerland", pt: "Suíça" },
  AT: { es: "Austria", en: "Austria", pt: "Áustria" },
  CZ: { es: "República Checa", en: "Czech Republic", pt: "República Tcheca" },
  HU: { es: "Hungría", en: "Hungary", pt: "Hungria" },
  IE: { es: "Irlanda", en: "Ireland", pt: "Irlanda" },
  GR: { es: "Grecia", en: "Greece", pt: "Grécia" },
  HR: { es: "Croacia", en: "Croatia", pt: "Croácia" },
  TR: { es: "Turquía", en: "Turkey", pt: "Turquia" },
  DK: { es: "Dinamarca", en: "Denmark", pt: "Dinamarca" },
  SE: { es: "Suecia", en: "Sweden", pt: "Suécia" },
  NO: { es: "Noruega", en: "Norway", pt: "Noruega" },
  PL: { es: "Polonia", en: "Poland", pt: "Polônia" },
  MT: { es: "Malta", en: "Malta", pt: "Malta" },
  AE: { es: "Emiratos Árabes Unidos", en: "United Arab Emirates", pt: "Emirados Árabes Unidos" },
  QA: { es: "Catar", en: "Qatar", pt: "Catar" },
  EG: { es: "Egipto", en: "Egypt", pt: "Egito" },
  MA: { es: "Marruecos", en: "Morocco", pt: "Marrocos" },
  IL: { es: "Israel", en: "Israel", pt: "Israel" },
  JP: { es: "Japón", en: "Japan", pt: "Japão" },
  TH: { es: "Tailandia", en: "Thailand", pt: "Tailândia" },
  ID: { es: "Indonesia", en: "Indonesia", pt: "Indonésia" },
  SG: { es: "Singapur", en: "Singapore", pt: "Singapura" },
  AU: { es: "Australia", en: "Australia", pt: "Austrália" },
  NZ: { es: "Nueva Zelanda", en: "New Zealand", pt: "Nova Zelândia" },
  ZA: { es: "Sudáfrica", en: "South Africa", pt: "África do Sul" },
  MV: { es: "Maldivas", en: "Maldives", pt: "Maldivas" },
  CN: { es: "China", en: "China", pt: "China" },
  KR: { es: "Corea del Sur", en: "South Korea", pt: "Coreia do Sul" },
};

type AirportRow = readonly [iata: string, name: string, lat: number, lng: number, kind?: "station"];
type CityRow = readonly [
  code: string,
  es: string,
  en: string | null,
  pt: string | null,
  country: string,
  lat: number,
  lng: number,
  region: PlaceRegion,
  size: PlaceSize,
  beach: boolean,
  airports: readonly AirportRow[],
];

// biome-ignore format: one city per line reads as a table.
const ROWS: readonly CityRow[] = [
  // Argentina
  ["BUE", "Buenos Aires", null, null, "AR", -34.60, -58.38, "AR", "mega", false, [["EZE", "Aeropuerto Internacional Ministro Pistarini (Ezeiza)", -34.82, -58.54], ["AEP", "Aeroparque Internacional Jorge Newbery", -34.56, -58.42]]],
  ["COR", "Córdoba", "Cordoba", "Córdoba", "AR", -31.42, -64.18, "AR", "large", false, [["COR", "Aeropuerto Internacional Ingeniero Ambrosio Taravella", -31.32, -64.21]]],
  ["MDZ", "Mendoza", null, null, "AR", -32.89, -68.84, "AR", "large", false, [["MDZ", "Aeropuerto Internacional Gobernador Francisco Gabrielli (El Plumerillo)", -32.83, -68.79]]],
  ["ROS", "Rosario", null, null, "AR", -32.95, -60.65, "AR", "medium", false, [["ROS", "Aeropuerto Internacional Rosario Islas Malvinas", -32.90, -60.79]]],
  ["BRC", "San Carlos de Bariloche", null, null, "AR", -41.13, -71.31, "AR", "large", false, [["BRC", "Aeropuerto Internacional Teniente Luis Candelaria", -41.15, -71.16]]],
  ["SLA", "Salta", null, null, "AR", -24.79, -65.41, "AR", "medium", false, [["SLA", "Aeropuerto Internacional Martín Miguel de Güemes", -24.86, -65.49]]],
  ["USH", "Ushuaia", null, null, "AR", -54.80, -68.30, "AR", "medium", false, [["USH", "Aeropuerto Internacional Malvinas Argentinas", -54.84, -68.30]]],
  ["FTE", "El Calafate", null, null, "AR", -50.34, -72.27, "AR", "medium", false, [["FTE", "Aeropuerto Internacional Comandante Armando Tola", -50.28, -72.05]]],
  ["IGR", "Puerto Iguazú", "Puerto Iguazu", "Puerto Iguazú", "AR", -25.60, -54.57, "AR", "medium", false, [["IGR", "Aeropuerto Internacional Cataratas del Iguazú", -25.74, -54.47]]],
  ["MDQ", "Mar del Plata", null, null, "AR", -38.00, -57.56, "AR", "large", true, [["MDQ", "Aeropuerto Internacional Astor Piazzolla", -37.93, -57.57]]],
  ["TUC", "San Miguel de Tucumán", "San Miguel de Tucuman", "San Miguel de Tucumán", "AR", -26.82, -65.22, "AR", "medium", false, [["TUC", "Aeropuerto Internacional Teniente General Benjamín Matienzo", -26.84, -65.10]]],
  ["NQN", "Neuquén", "Neuquen", "Neuquén", "AR", -38.95, -68.06, "AR", "medium", false, [["NQN", "Aeropuerto Internacional Presidente Perón", -38.95, -68.16]]],
  ["REL", "Trelew", null, null, "AR", -43.25, -65.31, "AR", "small", false, [["REL", "Aeropuerto Almirante Marcos A. Zar", -43.21, -65.27]]],
  ["PMY", "Puerto Madryn", null, null, "AR", -42.77, -65.04, "AR", "small", true, [["PMY", "Aeropuerto El Tehuelche", -42.76, -65.10]]],
  ["JUJ", "San Salvador de Jujuy", null, null, "AR", -24.19, -65.30, "AR", "small", false, [["JUJ", "Aeropuerto Internacional Gobernador Horacio Guzmán", -24.39, -65.10]]],
  ["CRD", "Comodoro Rivadavia", null, null, "AR", -45.86, -67.48, "AR", "small", false, [["CRD", "Aeropuerto Internacional General Enrique Mosconi", -45.79, -67.47]]],
  ["BHI", "Bahía Blanca", "Bahia Blanca", "Bahía Blanca", "AR", -38.72, -62.27, "AR", "small", false, [["BHI", "Aeropuerto Comandante Espora", -38.73, -62.17]]],
  ["CNQ", "Corrientes", null, null, "AR", -27.47, -58.83, "AR", "small", false, [["CNQ", "Aeropuerto Internacional Doctor Fernando Piragine Niveyro", -27.45, -58.76]]],
  ["PSS", "Posadas", null, null, "AR", -27.37, -55.90, "AR", "small", false, [["PSS", "Aeropuerto Internacional Libertador General José de San Martín", -27.39, -55.97]]],
  ["RES", "Resistencia", null, null, "AR", -27.46, -58.99, "AR", "small", false, [["RES", "Aeropuerto Internacional Resistencia", -27.45, -59.06]]],
  ["UAQ", "San Juan", null, null, "AR", -31.54, -68.54, "AR", "small", false, [["UAQ", "Aeropuerto Domingo Faustino Sarmiento", -31.57, -68.42]]],
  ["RGL", "Río Gallegos", "Rio Gallegos", "Río Gallegos", "AR", -51.62, -69.22, "AR", "small", false, [["RGL", "Aeropuerto Internacional Piloto Civil Norberto Fernández", -51.61, -69.31]]],
  ["CPC", "San Martín de los Andes", "San Martin de los Andes", "San Martín de los Andes", "AR", -40.16, -71.35, "AR", "small", false, [["CPC", "Aeropuerto Aviador Carlos Campos (Chapelco)", -40.08, -71.14]]],
  ["EQS", "Esquel", null, null, "AR", -42.91, -71.32, "AR", "small", false, [["EQS", "Aeropuerto Brigadier General Antonio Parodi", -42.91, -71.14]]],
  ["SFN", "Santa Fe", null, null, "AR", -31.63, -60.70, "AR", "small", false, [["SFN", "Aeropuerto de Sauce Viejo", -31.71, -60.81]]],
  ["RHD", "Termas de Río Hondo", "Termas de Rio Hondo", "Termas de Río Hondo", "AR", -27.50, -64.86, "AR", "small", false, [["RHD", "Aeropuerto Termas de Río Hondo", -27.50, -64.94]]],
  ["LUQ", "San Luis", null, null, "AR", -33.30, -66.34, "AR", "small", false, [["LUQ", "Aeropuerto Brigadier Mayor César Raúl Ojeda", -33.27, -66.36]]],
  // Rest of South America
  ["SCL", "Santiago de Chile", "Santiago", "Santiago do Chile", "CL", -33.45, -70.67, "SA", "large", false, [["SCL", "Aeropuerto Internacional Arturo Merino Benítez", -33.39, -70.79]]],
  ["PUQ", "Punta Arenas", null, null, "CL", -53.16, -70.91, "SA", "small", false, [["PUQ", "Aeropuerto Internacional Presidente Carlos Ibáñez del Campo", -53.00, -70.85]]],
  ["PMC", "Puerto Montt", null, null, "CL", -41.47, -72.94, "SA", "small", false, [["PMC", "Aeropuerto Internacional El Tepual", -41.44, -73.09]]],
  ["CJC", "Calama", null, null, "CL", -22.46, -68.93, "SA", "small", false, [["CJC", "Aeropuerto El Loa", -22.50, -68.90]]],
  ["IPC", "Isla de Pascua", "Easter Island", "Ilha de Páscoa", "CL", -27.15, -109.43, "SA", "small", true, [["IPC", "Aeropuerto Internacional Mataveri", -27.16, -109.42]]],
  ["MVD", "Montevideo", null, null, "UY", -34.90, -56.16, "SA", "large", true, [["MVD", "Aeropuerto Internacional de Carrasco", -34.84, -56.03]]],
  ["PDP", "Punta del Este", null, null, "UY", -34.96, -54.95, "SA", "large", true, [["PDP", "Aeropuerto Internacional Capitán de Corbeta Carlos A. Curbelo (Laguna del Sauce)", -34.86, -55.09]]],
  ["ASU", "Asunción", "Asuncion", "Assunção", "PY", -25.26, -57.58, "SA", "medium", false, [["ASU", "Aeropuerto Internacional Silvio Pettirossi", -25.24, -57.52]]],
  ["AGT", "Ciudad del Este", null, null, "PY", -25.51, -54.61, "SA", "small", false, [["AGT", "Aeropuerto Internacional Guaraní", -25.45, -54.84]]],
  ["LIM", "Lima", null, null, "PE", -12.05, -77.04, "SA", "large", true, [["LIM", "Aeropuerto Internacional Jorge Chávez", -12.02, -77.11]]],
  ["CUZ", "Cusco", "Cusco", "Cusco", "PE", -13.53, -71.97, "SA", "medium", false, [["CUZ", "Aeropuerto Internacional Alejandro Velasco Astete", -13.54, -71.94]]],
  ["AQP", "Arequipa", null, null, "PE", -16.41, -71.54, "SA", "small", false, [["AQP", "Aeropuerto Internacional Rodríguez Ballón", -16.34, -71.58]]],
  ["BOG", "Bogotá", "Bogota", "Bogotá", "CO", 4.71, -74.07, "SA", "large", false, [["BOG", "Aeropuerto Internacional El Dorado", 4.70, -74.15]]],
  ["MDE", "Medellín", "Medellin", "Medellín", "CO", 6.25, -75.56, "SA", "medium", false, [["MDE", "Aeropuerto Internacional José María Córdova", 6.16, -75.42]]],
  ["CTG", "Cartagena de Indias", "Cartagena", "Cartagena das Índias", "CO", 10.39, -75.51, "SA", "large", true, [["CTG", "Aeropuerto Internacional Rafael Núñez", 10.44, -75.51]]],
  ["ADZ", "San Andrés", "San Andres", "San Andrés", "CO", 12.58, -81.70, "CB", "medium", true, [["ADZ", "Aeropuerto Internacional Gustavo Rojas Pinilla", 12.58, -81.71]]],
  ["CLO", "Cali", null, null, "CO", 3.45, -76.53, "SA", "small", false, [["CLO", "Aeropuerto Internacional Alfonso Bonilla Aragón", 3.54, -76.38]]],
  ["UIO", "Quito", null, null, "EC", -0.18, -78.47, "SA", "medium", false, [["UIO", "Aeropuerto Internacional Mariscal Sucre", -0.13, -78.36]]],
  ["GYE", "Guayaquil", null, null, "EC", -2.17, -79.92, "SA", "small", false, [["GYE", "Aeropuerto Internacional José Joaquín de Olmedo", -2.16, -79.88]]],
  ["GPS", "Islas Galápagos", "Galapagos Islands", "Ilhas Galápagos", "EC", -0.74, -90.31, "SA", "small", true, [["GPS", "Aeropuerto Seymour (Baltra)", -0.45, -90.27]]],
  ["LPB", "La Paz", null, null, "BO", -16.50, -68.15, "SA", "small", false, [["LPB", "Aeropuerto Internacional El Alto", -16.51, -68.19]]],
  ["VVI", "Santa Cruz de la Sierra", null, null, "BO", -17.78, -63.18, "SA", "small", false, [["VVI", "Aeropuerto Internacional Viru Viru", -17.64, -63.14]]],
  ["CCS", "Caracas", null, null, "VE", 10.49, -66.88, "SA", "small", false, [["CCS", "Aeropuerto Internacional Simón Bolívar (Maiquetía)", 10.60, -66.99]]],
  ["PMV", "Isla Margarita", "Margarita Island", "Ilha Margarita", "VE", 11.00, -63.91, "CB", "small", true, [["PMV", "Aeropuerto Internacional del Caribe Santiago Mariño", 10.91, -63.97]]],
  // Brazil
  ["SAO", "San Pablo", "São Paulo", "São Paulo", "BR", -23.55, -46.63, "BR", "large", false, [["GRU", "Aeroporto Internacional de Guarulhos", -23.43, -46.47], ["CGH", "Aeroporto de Congonhas", -23.63, -46.66], ["VCP", "Aeroporto Internacional de Viracopos", -23.01, -47.13]]],
  ["RIO", "Río de Janeiro", "Rio de Janeiro", "Rio de Janeiro", "BR", -22.91, -43.17, "BR", "mega", true, [["GIG", "Aeroporto Internacional do Galeão (Tom Jobim)", -22.81, -43.25], ["SDU", "Aeroporto Santos Dumont", -22.91, -43.16]]],
  ["BSB", "Brasilia", "Brasilia", "Brasília", "BR", -15.79, -47.88, "BR", "medium", false, [["BSB", "Aeroporto Internacional de Brasília", -15.87, -47.92]]],
  ["SSA", "Salvador de Bahía", "Salvador", "Salvador", "BR", -12.97, -38.50, "BR", "large", true, [["SSA", "Aeroporto Internacional de Salvador", -12.91, -38.33]]],
  ["REC", "Recife", null, null, "BR", -8.05, -34.88, "BR", "medium", true, [["REC", "Aeroporto Internacional do Recife/Guararapes", -8.13, -34.92]]],
  ["FOR", "Fortaleza", null, null, "BR", -3.73, -38.53, "BR", "medium", true, [["FOR", "Aeroporto Internacional Pinto Martins", -3.78, -38.53]]],
  ["FLN", "Florianópolis", "Florianopolis", "Florianópolis", "BR", -27.60, -48.55, "BR", "large", true, [["FLN", "Aeroporto Internacional Hercílio Luz", -27.67, -48.55]]],
  ["POA", "Porto Alegre", null, null, "BR", -30.03, -51.23, "BR", "medium", false, [["POA", "Aeroporto Internacional Salgado Filho", -29.99, -51.17]]],
  ["BHZ", "Belo Horizonte", null, null, "BR", -19.92, -43.94, "BR", "medium", false, [["CNF", "Aeroporto Internacional de Confins", -19.62, -43.97], ["PLU", "Aeroporto da Pampulha", -19.85, -43.95]]],
  ["CWB", "Curitiba", null, null, "BR", -25.43, -49.27, "BR", "small", false, [["CWB", "Aeroporto Internacional Afonso Pena", -25.53, -49.18]]],
  ["NAT", "Natal", null, null, "BR", -5.79, -35.21, "BR", "medium", true, [["NAT", "Aeroporto Internacional Governador Aluízio Alves", -5.77, -35.38]]],
  ["MCZ", "Maceió", "Maceio", "Maceió", "BR", -9.67, -35.74, "BR", "medium", true, [["MCZ", "Aeroporto Internacional Zumbi dos Palmares", -9.51, -35.79]]],
  ["MAO", "Manaos", "Manaus", "Manaus", "BR", -3.12, -60.02, "BR", "small", false, [["MAO", "Aeroporto Internacional Eduardo Gomes", -3.04, -60.05]]],
  ["BEL", "Belém", "Belem", "Belém", "BR", -1.46, -48.50, "BR", "small", false, [["BEL", "Aeroporto Internacional de Belém", -1.38, -48.48]]],
  ["IGU", "Foz de Iguazú", "Foz do Iguacu", "Foz do Iguaçu", "BR", -25.55, -54.59, "BR", "medium", false, [["IGU", "Aeroporto Internacional de Foz do Iguaçu", -25.60, -54.49]]],
  ["BPS", "Porto Seguro", null, null, "BR", -16.45, -39.06, "BR", "medium", true, [["BPS", "Aeroporto de Porto Seguro", -16.44, -39.08]]],
  ["JPA", "João Pessoa", "Joao Pessoa", "João Pessoa", "BR", -7.12, -34.86, "BR", "small", true, [["JPA", "Aeroporto Internacional Presidente Castro Pinto", -7.15, -34.95]]],
  ["VIX", "Vitória", "Vitoria", "Vitória", "BR", -20.32, -40.34, "BR", "small", true, [["VIX", "Aeroporto de Vitória", -20.26, -40.29]]],
  ["FEN", "Fernando de Noronha", null, null, "BR", -3.85, -32.42, "BR", "small", true, [["FEN", "Aeroporto de Fernando de Noronha", -3.85, -32.42]]],
  ["NVT", "Balneário Camboriú", "Balneario Camboriu", "Balneário Camboriú", "BR", -26.99, -48.63, "BR", "medium", true, [["NVT", "Aeroporto Internacional de Navegantes", -26.88, -48.65]]],
  ["CFB", "Búzios", "Buzios", "Búzios", "BR", -22.75, -41.88, "BR", "medium", true, [["CFB", "Aeroporto Internacional de Cabo Frio", -22.92, -42.07]]],
  ["AJU", "Aracaju", null, null, "BR", -10.91, -37.07, "BR", "small", true, [["AJU", "Aeroporto Internacional de Aracaju", -10.98, -37.07]]],
  ["SLZ", "São Luís", "Sao Luis", "São Luís", "BR", -2.53, -44.30, "BR", "small", true, [["SLZ", "Aeroporto Internacional Marechal Cunha Machado", -2.59, -44.24]]],
  ["GYN", "Goiânia", "Goiania", "Goiânia", "BR", -16.68, -49.25, "BR", "small", false, [["GYN", "Aeroporto Internacional Santa Genoveva", -16.63, -49.22]]],
  // Mexico, Central America and the Caribbean
  ["CUN", "Cancún", "Cancun", "Cancún", "MX", 21.16, -86.85, "CB", "mega", true, [["CUN", "Aeropuerto Internacional de Cancún", 21.04, -86.87]]],
  ["CZM", "Cozumel", null, null, "MX", 20.51, -86.95, "CB", "medium", true, [["CZM", "Aeropuerto Internacional de Cozumel", 20.52, -86.93]]],
  ["MEX", "Ciudad de México", "Mexico City", "Cidade do México", "MX", 19.43, -99.13, "CB", "large", false, [["MEX", "Aeropuerto Internacional Benito Juárez", 19.44, -99.07]]],
  ["SJD", "Los Cabos", null, null, "MX", 22.89, -109.91, "CB", "medium", true, [["SJD", "Aeropuerto Internacional de San José del Cabo", 23.15, -109.72]]],
  ["PVR", "Puerto Vallarta", null, null, "MX", 20.65, -105.23, "CB", "medium", true, [["PVR", "Aeropuerto Internacional Licenciado Gustavo Díaz Ordaz", 20.68, -105.25]]],
  ["GDL", "Guadalajara", null, null, "MX", 20.67, -103.35, "CB", "small", false, [["GDL", "Aeropuerto Internacional Miguel Hidalgo y Costilla", 20.52, -103.31]]],
  ["PTY", "Ciudad de Panamá", "Panama City", "Cidade do Panamá", "PA", 8.98, -79.52, "CB", "medium", true, [["PTY", "Aeropuerto Internacional de Tocumen", 9.07, -79.38]]],
  ["SJO", "San José", "San Jose", "San José", "CR", 9.93, -84.08, "CB", "small", false, [["SJO", "Aeropuerto Internacional Juan Santamaría", 9.99, -84.21]]],
  ["LIR", "Guanacaste", null, null, "CR", 10.63, -85.44, "CB", "small", true, [["LIR", "Aeropuerto Internacional Daniel Oduber Quirós", 10.59, -85.54]]],
  ["PUJ", "Punta Cana", null, null, "DO", 18.58, -68.40, "CB", "large", true, [["PUJ", "Aeropuerto Internacional de Punta Cana", 18.57, -68.36]]],
  ["SDQ", "Santo Domingo", null, null, "DO", 18.49, -69.93, "CB", "medium", true, [["SDQ", "Aeropuerto Internacional Las Américas", 18.43, -69.67]]],
  ["LRM", "La Romana", null, null, "DO", 18.43, -68.97, "CB", "small", true, [["LRM", "Aeropuerto Internacional de La Romana", 18.45, -68.91]]],
  ["POP", "Puerto Plata", null, null, "DO", 19.79, -70.69, "CB", "small", true, [["POP", "Aeropuerto Internacional Gregorio Luperón", 19.76, -70.57]]],
  ["AZS", "Samaná", "Samana", "Samaná", "DO", 19.21, -69.33, "CB", "small", true, [["AZS", "Aeropuerto Internacional El Catey", 19.27, -69.74]]],
  ["HAV", "La Habana", "Havana", "Havana", "CU", 23.11, -82.37, "CB", "medium", true, [["HAV", "Aeropuerto Internacional José Martí", 22.99, -82.41]]],
  ["VRA", "Varadero", null, null, "CU", 23.15, -81.25, "CB", "medium", true, [["VRA", "Aeropuerto Internacional Juan Gualberto Gómez", 23.03, -81.44]]],
  ["CCC", "Cayo Coco", null, null, "CU", 22.51, -78.40, "CB", "small", true, [["CCC", "Aeropuerto Internacional Jardines del Rey", 22.46, -78.33]]],
  ["MBJ", "Montego Bay", null, null, "JM", 18.47, -77.92, "CB", "medium", true, [["MBJ", "Sangster International Airport", 18.50, -77.91]]],
  ["AUA", "Aruba", null, null, "AW", 12.52, -70.03, "CB", "medium", true, [["AUA", "Aeropuerto Internacional Reina Beatrix", 12.50, -70.02]]],
  ["CUR", "Curazao", "Curaçao", "Curaçao", "CW", 12.11, -68.93, "CB", "medium", true, [["CUR", "Aeropuerto Internacional Hato", 12.19, -68.96]]],
  ["SJU", "San Juan", null, null, "PR", 18.47, -66.11, "CB", "medium", true, [["SJU", "Aeropuerto Internacional Luis Muñoz Marín", 18.44, -66.00]]],
  ["NAS", "Nassau", null, null, "BS", 25.05, -77.34, "CB", "small", true, [["NAS", "Lynden Pindling International Airport", 25.04, -77.47]]],
  ["BGI", "Bridgetown", null, null, "BB", 13.10, -59.62, "CB", "small", true, [["BGI", "Grantley Adams International Airport", 13.07, -59.49]]],
  ["SXM", "San Martín", "Saint Martin", "São Martinho", "SX", 18.03, -63.05, "CB", "small", true, [["SXM", "Princess Juliana International Airport", 18.04, -63.11]]],
  ["GCM", "Gran Caimán", "Grand Cayman", "Grande Cayman", "KY", 19.29, -81.38, "CB", "small", true, [["GCM", "Owen Roberts International Airport", 19.29, -81.36]]],
  ["PLS", "Providenciales", null, null, "TC", 21.77, -72.27, "CB", "small", true, [["PLS", "Providenciales International Airport", 21.77, -72.27]]],
  // United States and Canada
  ["NYC", "Nueva York", "New York", "Nova York", "US", 40.71, -74.01, "NA", "mega", false, [["JFK", "John F. Kennedy International Airport", 40.64, -73.78], ["LGA", "LaGuardia Airport", 40.78, -73.87], ["EWR", "Newark Liberty International Airport", 40.69, -74.17]]],
  ["MIA", "Miami", null, null, "US", 25.76, -80.19, "NA", "large", true, [["MIA", "Miami International Airport", 25.79, -80.29]]],
  ["ORL", "Orlando", null, null, "US", 28.54, -81.38, "NA", "large", false, [["MCO", "Orlando International Airport", 28.43, -81.31]]],
  ["FLL", "Fort Lauderdale", null, null, "US", 26.12, -80.14, "NA", "medium", true, [["FLL", "Fort Lauderdale-Hollywood International Airport", 26.07, -80.15]]],
  ["LAX", "Los Ángeles", "Los Angeles", "Los Angeles", "US", 34.05, -118.24, "NA", "large", true, [["LAX", "Los Angeles International Airport", 33.94, -118.41]]],
  ["SFO", "San Francisco", null, null, "US", 37.77, -122.42, "NA", "medium", false, [["SFO", "San Francisco International Airport", 37.62, -122.38]]],
  ["LAS", "Las Vegas", null, null, "US", 36.17, -115.14, "NA", "large", false, [["LAS", "Harry Reid International Airport", 36.08, -115.15]]],
  ["CHI", "Chicago", null, null, "US", 41.88, -87.63, "NA", "medium", false, [["ORD", "O'Hare International Airport", 41.98, -87.90], ["MDW", "Chicago Midway International Airport", 41.79, -87.75]]],
  ["WAS", "Washington", null, "Washington", "US", 38.91, -77.04, "NA", "medium", false, [["IAD", "Washington Dulles International Airport", 38.95, -77.46], ["DCA", "Ronald Reagan Washington National Airport", 38.85, -77.04]]],
  ["BOS", "Boston", null, null, "US", 42.36, -71.06, "NA", "small", false, [["BOS", "Logan International Airport", 42.37, -71.01]]],
  ["HOU", "Houston", null, null, "US", 29.76, -95.37, "NA", "small", false, [["IAH", "George Bush Intercontinental Airport", 29.98, -95.34]]],
  ["DFW", "Dallas", null, null, "US", 32.78, -96.80, "NA", "small", false, [["DFW", "Dallas/Fort Worth International Airport", 32.90, -97.04]]],
  ["ATL", "Atlanta", null, null, "US", 33.75, -84.39, "NA", "small", false, [["ATL", "Hartsfield-Jackson Atlanta International Airport", 33.64, -84.43]]],
  ["SEA", "Seattle", null, null, "US", 47.61, -122.33, "NA", "small", false, [["SEA", "Seattle-Tacoma International Airport", 47.45, -122.31]]],
  ["SAN", "San Diego", null, null, "US", 32.72, -117.16, "NA", "small", true, [["SAN", "San Diego International Airport", 32.73, -117.19]]],
  ["HNL", "Honolulu", null, null, "US", 21.31, -157.86, "NA", "medium", true, [["HNL", "Daniel K. Inouye International Airport", 21.32, -157.92]]],
  ["MSY", "Nueva Orleans", "New Orleans", "Nova Orleans", "US", 29.95, -90.07, "NA", "small", false, [["MSY", "Louis Armstrong New Orleans International Airport", 29.99, -90.26]]],
  ["DEN", "Denver", null, null, "US", 39.74, -104.99, "NA", "small", false, [["DEN", "Denver International Airport", 39.86, -104.67]]],
  ["EYW", "Cayo Hueso", "Key West", "Key West", "US", 24.56, -81.78, "NA", "small", true, [["EYW", "Key West International Airport", 24.56, -81.76]]],
  ["TPA", "Tampa", null, null, "US", 27.95, -82.46, "NA", "small", true, [["TPA", "Tampa International Airport", 27.98, -82.53]]],
  ["PHL", "Filadelfia", "Philadelphia", "Filadélfia", "US", 39.95, -75.17, "NA", "small", false, [["PHL", "Philadelphia International Airport", 39.87, -75.24]]],
  ["YTO", "Toronto", null, null, "CA", 43.65, -79.38, "NA", "medium", false, [["YYZ", "Toronto Pearson International Airport", 43.68, -79.63]]],
  ["YMQ", "Montreal", null, "Montreal", "CA", 45.50, -73.57, "NA", "small", false, [["YUL", "Aéroport international Montréal-Trudeau", 45.47, -73.74]]],
  ["YVR", "Vancouver", null, null, "CA", 49.28, -123.12, "NA", "small", false, [["YVR", "Vancouver International Airport", 49.19, -123.18]]],
  // Spain
  ["MAD", "Madrid", null, null, "ES", 40.42, -3.70, "ES", "mega", false, [["MAD", "Aeropuerto Adolfo Suárez Madrid-Barajas", 40.49, -3.57]]],
  ["BCN", "Barcelona", null, null, "ES", 41.39, 2.17, "ES", "large", true, [["BCN", "Aeropuerto Josep Tarradellas Barcelona-El Prat", 41.30, 2.08]]],
  ["PMI", "Palma de Mallorca", null, null, "ES", 39.57, 2.65, "ES", "large", true, [["PMI", "Aeropuerto de Palma de Mallorca", 39.55, 2.74]]],
  ["IBZ", "Ibiza", null, null, "ES", 38.91, 1.43, "ES", "medium", true, [["IBZ", "Aeropuerto de Ibiza", 38.87, 1.37]]],
  ["MAH", "Menorca", null, null, "ES", 39.89, 4.26, "ES", "small", true, [["MAH", "Aeropuerto de Menorca", 39.86, 4.22]]],
  ["AGP", "Málaga", "Malaga", "Málaga", "ES", 36.72, -4.42, "ES", "large", true, [["AGP", "Aeropuerto de Málaga-Costa del Sol", 36.67, -4.50]]],
  ["SVQ", "Sevilla", "Seville", "Sevilha", "ES", 37.39, -5.98, "ES", "medium", false, [["SVQ", "Aeropuerto de Sevilla", 37.42, -5.89]]],
  ["VLC", "Valencia", null, "Valência", "ES", 39.47, -0.38, "ES", "medium", true, [["VLC", "Aeropuerto de Valencia", 39.49, -0.48]]],
  ["ALC", "Alicante", null, null, "ES", 38.35, -0.49, "ES", "medium", true, [["ALC", "Aeropuerto de Alicante-Elche Miguel Hernández", 38.28, -0.56]]],
  ["BIO", "Bilbao", null, null, "ES", 43.26, -2.93, "ES", "small", false, [["BIO", "Aeropuerto de Bilbao", 43.30, -2.91]]],
  ["SCQ", "Santiago de Compostela", null, null, "ES", 42.88, -8.54, "ES", "small", false, [["SCQ", "Aeropuerto de Santiago-Rosalía de Castro", 42.90, -8.42]]],
  ["GRX", "Granada", null, null, "ES", 37.18, -3.60, "ES", "small", false, [["GRX", "Aeropuerto Federico García Lorca Granada-Jaén", 37.19, -3.78]]],
  ["TCI", "Tenerife", null, null, "ES", 28.29, -16.63, "ES", "large", true, [["TFS", "Aeropuerto de Tenerife Sur", 28.04, -16.57], ["TFN", "Aeropuerto de Tenerife Norte-Ciudad de La Laguna", 28.48, -16.34]]],
  ["LPA", "Gran Canaria", null, null, "ES", 27.92, -15.55, "ES", "medium", true, [["LPA", "Aeropuerto de Gran Canaria", 27.93, -15.39]]],
  ["ACE", "Lanzarote", null, null, "ES", 28.96, -13.55, "ES", "medium", true, [["ACE", "Aeropuerto César Manrique-Lanzarote", 28.95, -13.61]]],
  ["FUE", "Fuerteventura", null, null, "ES", 28.36, -14.05, "ES", "small", true, [["FUE", "Aeropuerto de Fuerteventura", 28.45, -13.86]]],
  ["EAS", "San Sebastián", "San Sebastian", "San Sebastián", "ES", 43.32, -1.98, "ES", "small", true, [["EAS", "Aeropuerto de San Sebastián", 43.36, -1.79]]],
  ["OVD", "Asturias", null, "Astúrias", "ES", 43.36, -5.85, "ES", "small", false, [["OVD", "Aeropuerto de Asturias", 43.56, -6.03]]],
  ["VGO", "Vigo", null, null, "ES", 42.24, -8.72, "ES", "small", true, [["VGO", "Aeropuerto de Vigo", 42.23, -8.63]]],
  ["XRY", "Jerez de la Frontera", null, null, "ES", 36.69, -6.14, "ES", "small", false, [["XRY", "Aeropuerto de Jerez", 36.74, -6.06]]],
  ["ZAZ", "Zaragoza", null, "Saragoça", "ES", 41.65, -0.89, "ES", "small", false, [["ZAZ", "Aeropuerto de Zaragoza", 41.67, -1.04]]],
  // Europe
  ["PAR", "París", "Paris", "Paris", "FR", 48.86, 2.35, "EU", "large", false, [["CDG", "Aéroport Paris-Charles de Gaulle", 49.01, 2.55], ["ORY", "Aéroport de Paris-Orly", 48.72, 2.38]]],
  ["NCE", "Niza", "Nice", "Nice", "FR", 43.70, 7.27, "EU", "medium", true, [["NCE", "Aéroport Nice Côte d'Azur", 43.66, 7.22]]],
  ["LON", "Londres", "London", "Londres", "GB", 51.51, -0.13, "EU", "large", false, [["LHR", "London Heathrow Airport", 51.47, -0.45], ["LGW", "London Gatwick Airport", 51.15, -0.19], ["STN", "London Stansted Airport", 51.89, 0.24]]],
  ["EDI", "Edimburgo", "Edinburgh", "Edimburgo", "GB", 55.95, -3.19, "EU", "small", false, [["EDI", "Edinburgh Airport", 55.95, -3.37]]],
  ["DUB", "Dublín", "Dublin", "Dublin", "IE", 53.35, -6.26, "EU", "small", false, [["DUB", "Dublin Airport", 53.43, -6.25]]],
  ["ROM", "Roma", "Rome", "Roma", "IT", 41.90, 12.50, "EU", "large", false, [["FCO", "Aeroporto di Roma-Fiumicino Leonardo da Vinci", 41.80, 12.25], ["CIA", "Aeroporto di Roma-Ciampino", 41.80, 12.59]]],
  ["MIL", "Milán", "Milan", "Milão", "IT", 45.46, 9.19, "EU", "medium", false, [["MXP", "Aeroporto di Milano Malpensa", 45.63, 8.72], ["LIN", "Aeroporto di Milano Linate", 45.45, 9.28]]],
  ["VCE", "Venecia", "Venice", "Veneza", "IT", 45.44, 12.32, "EU", "medium", false, [["VCE", "Aeroporto di Venezia Marco Polo", 45.51, 12.35]]],
  ["FLR", "Florencia", "Florence", "Florença", "IT", 43.77, 11.26, "EU", "medium", false, [["FLR", "Aeroporto di Firenze-Peretola", 43.81, 11.20]]],
  ["NAP", "Nápoles", "Naples", "Nápoles", "IT", 40.85, 14.27, "EU", "small", true, [["NAP", "Aeroporto di Napoli-Capodichino", 40.88, 14.29]]],
  ["LIS", "Lisboa", "Lisbon", "Lisboa", "PT", 38.72, -9.14, "EU", "large", true, [["LIS", "Aeroporto Humberto Delgado", 38.77, -9.13]]],
  ["OPO", "Oporto", "Porto", "Porto", "PT", 41.15, -8.61, "EU", "medium", true, [["OPO", "Aeroporto Francisco Sá Carneiro", 41.25, -8.68]]],
  ["FAO", "Faro", null, null, "PT", 37.02, -7.93, "EU", "medium", true, [["FAO", "Aeroporto de Faro", 37.01, -7.97]]],
  ["FNC", "Madeira", null, null, "PT", 32.65, -16.91, "EU", "small", true, [["FNC", "Aeroporto da Madeira Cristiano Ronaldo", 32.70, -16.77]]],
  ["AMS", "Ámsterdam", "Amsterdam", "Amsterdã", "NL", 52.37, 4.90, "EU", "medium", false, [["AMS", "Amsterdam Airport Schiphol", 52.31, 4.76]]],
  ["BRU", "Bruselas", "Brussels", "Bruxelas", "BE", 50.85, 4.35, "EU", "small", false, [["BRU", "Brussels Airport", 50.90, 4.48], ["ZYR", "Gare de Bruxelles-Midi", 50.84, 4.34, "station"]]],
  ["BER", "Berlín", "Berlin", "Berlim", "DE", 52.52, 13.40, "EU", "medium", false, [["BER", "Flughafen Berlin Brandenburg Willy Brandt", 52.37, 13.50]]],
  ["MUC", "Múnich", "Munich", "Munique", "DE", 48.14, 11.58, "EU", "small", false, [["MUC", "Flughafen München", 48.35, 11.79]]],
  ["FRA", "Fráncfort", "Frankfurt", "Frankfurt", "DE", 50.11, 8.68, "EU", "small", false, [["FRA", "Flughafen Frankfurt am Main", 50.03, 8.56]]],
  ["CGN", "Colonia", "Cologne", "Colônia", "DE", 50.94, 6.96, "EU", "small", false, [["CGN", "Flughafen Köln/Bonn", 50.87, 7.14], ["QKL", "Köln Hauptbahnhof", 50.94, 6.96, "station"]]],
  ["STR", "Stuttgart", null, "Estugarda", "DE", 48.78, 9.18, "EU", "small", false, [["STR", "Flughafen Stuttgart", 48.69, 9.22], ["ZWS", "Stuttgart Hauptbahnhof", 48.78, 9.18, "station"]]],
  ["ZRH", "Zúrich", "Zurich", "Zurique", "CH", 47.38, 8.54, "EU", "small", false, [["ZRH", "Flughafen Zürich", 47.46, 8.55]]],
  ["GVA", "Ginebra", "Geneva", "Genebra", "CH", 46.20, 6.14, "EU", "small", false, [["GVA", "Aéroport de Genève", 46.24, 6.11]]],
  ["VIE", "Viena", "Vienna", "Viena", "AT", 48.21, 16.37, "EU", "medium", false, [["VIE", "Flughafen Wien-Schwechat", 48.11, 16.57]]],
  ["PRG", "Praga", "Prague", "Praga", "CZ", 50.08, 14.44, "EU", "medium", false, [["PRG", "Letiště Václava Havla Praha", 50.10, 14.26]]],
  ["BUD", "Budapest", null, "Budapeste", "HU", 47.50, 19.04, "EU", "small", false, [["BUD", "Budapest Liszt Ferenc International Airport", 47.44, 19.26]]],
  ["ATH", "Atenas", "Athens", "Atenas", "GR", 37.98, 23.73, "EU", "medium", true, [["ATH", "Athens International Airport Eleftherios Venizelos", 37.94, 23.94]]],
  ["JTR", "Santorini", null, null, "GR", 36.42, 25.43, "EU", "medium", true, [["JTR", "Santorini (Thira) International Airport", 36.40, 25.48]]],
  ["JMK", "Mykonos", "Mykonos", "Míconos", "GR", 37.45, 25.33, "EU", "small", true, [["JMK", "Mykonos Island National Airport", 37.44, 25.35]]],
  ["DBV", "Dubrovnik", null, null, "HR", 42.65, 18.09, "EU", "small", true, [["DBV", "Zračna luka Dubrovnik", 42.56, 18.27]]],
  ["SPU", "Split", null, null, "HR", 43.51, 16.44, "EU", "small", true, [["SPU", "Zračna luka Split", 43.54, 16.30]]],
  ["IST", "Estambul", "Istanbul", "Istambul", "TR", 41.01, 28.98, "EU", "medium", false, [["IST", "İstanbul Havalimanı", 41.26, 28.74]]],
  ["CPH", "Copenhague", "Copenhagen", "Copenhague", "DK", 55.68, 12.57, "EU", "small", false, [["CPH", "Københavns Lufthavn", 55.62, 12.66]]],
  ["STO", "Estocolmo", "Stockholm", "Estocolmo", "SE", 59.33, 18.07, "EU", "small", false, [["ARN", "Stockholm Arlanda Airport", 59.65, 17.92]]],
  ["OSL", "Oslo", null, null, "NO", 59.91, 10.75, "EU", "small", false, [["OSL", "Oslo lufthavn Gardermoen", 60.20, 11.10]]],
  ["KRK", "Cracovia", "Krakow", "Cracóvia", "PL", 50.06, 19.94, "EU", "small", false, [["KRK", "Kraków John Paul II International Airport", 50.08, 19.78]]],
  ["MLA", "Malta", null, null, "MT", 35.90, 14.51, "EU", "small", true, [["MLA", "Malta International Airport", 35.86, 14.48]]],
  // Long haul
  ["DXB", "Dubái", "Dubai", "Dubai", "AE", 25.20, 55.27, "WW", "medium", true, [["DXB", "Dubai International Airport", 25.25, 55.36]]],
  ["DOH", "Doha", null, null, "QA", 25.29, 51.53, "WW", "small", true, [["DOH", "Hamad International Airport", 25.27, 51.61]]],
  ["CAI", "El Cairo", "Cairo", "Cairo", "EG", 30.04, 31.24, "WW", "small", false, [["CAI", "Cairo International Airport", 30.12, 31.41]]],
  ["RAK", "Marrakech", "Marrakesh", "Marrakech", "MA", 31.63, -8.01, "WW", "small", false, [["RAK", "Aéroport de Marrakech-Ménara", 31.61, -8.04]]],
  ["TLV", "Tel Aviv", null, "Tel Aviv", "IL", 32.09, 34.78, "WW", "small", true, [["TLV", "Ben Gurion Airport", 32.01, 34.89]]],
  ["TYO", "Tokio", "Tokyo", "Tóquio", "JP", 35.68, 139.69, "WW", "medium", false, [["NRT", "Narita International Airport", 35.77, 140.39], ["HND", "Tokyo Haneda Airport", 35.55, 139.78]]],
  ["BKK", "Bangkok", null, "Banguecoque", "TH", 13.76, 100.50, "WW", "medium", false, [["BKK", "Suvarnabhumi Airport", 13.69, 100.75]]],
  ["HKT", "Phuket", null, null, "TH", 7.88, 98.39, "WW", "small", true, [["HKT", "Phuket International Airport", 8.11, 98.32]]],
  ["DPS", "Bali", null, null, "ID", -8.65, 115.22, "WW", "medium", true, [["DPS", "I Gusti Ngurah Rai International Airport", -8.75, 115.17]]],
  ["SIN", "Singapur", "Singapore", "Singapura", "SG", 1.35, 103.82, "WW", "small", false, [["SIN", "Singapore Changi Airport", 1.36, 103.99]]],
  ["HKG", "Hong Kong", null, null, "CN", 22.32, 114.17, "WW", "small", false, [["HKG", "Hong Kong International Airport", 22.31, 113.92]]],
  ["SEL", "Seúl", "Seoul", "Seul", "KR", 37.57, 126.98, "WW", "small", false, [["ICN", "Incheon International Airport", 37.46, 126.44]]],
  ["SYD", "Sídney", "Sydney", "Sydney", "AU", -33.87, 151.21, "WW", "medium", true, [["SYD", "Sydney Kingsford Smith Airport", -33.95, 151.18]]],
  ["AKL", "Auckland", null, null, "NZ", -36.85, 174.76, "WW", "small", true, [["AKL", "Auckland Airport", -37.01, 174.79]]],
  ["CPT", "Ciudad del Cabo", "Cape Town", "Cidade do Cabo", "ZA", -33.92, 18.42, "WW", "small", true, [["CPT", "Cape Town International Airport", -33.97, 18.60]]],
  ["JNB", "Johannesburgo", "Johannesburg", "Joanesburgo", "ZA", -26.20, 28.05, "WW", "small", false, [["JNB", "O. R. Tambo International Airport", -26.14, 28.25]]],
  ["MLE", "Maldivas", "Maldives", "Maldivas", "MV", 4.18, 73.51, "WW", "small", true, [["MLE", "Velana International Airport", 4.19, 73.53]]],
];

/** Every city of the demo world, in the order of the table above. */
export const PLACE_CITIES: readonly PlaceCity[] = ROWS.map(
  ([code, es, en, pt, country, lat, lng, region, size, beach, airports]): PlaceCity => ({
    code,
    name: { es, en: en ?? es, pt: pt ?? es },
    country,
    lat,
    lng,
    region,
    size,
    beach,
    airports: airports.map(([iata, name, airportLat, airportLng, kind]) => ({
      iata,
      name,
      lat: airportLat,
      lng: airportLng,
      kind: kind ?? "airport",
    })),
  }),
);

const CITY_BY_CODE = new Map(PLACE_CITIES.map((city) => [city.code, city]));
const CITY_BY_AIRPORT = new Map(
  PLACE_CITIES.flatMap((city) => city.airports.map((airport) => [airport.iata, city] as const)),
);

/** The city with this IATA city code, if the world has it. */
export const placeCity = (code: string): PlaceCity | undefined => CITY_BY_CODE.get(code);

/** The city an airport or station belongs to. */
export const placeCityOfAirport = (iata: string): PlaceCity | undefined => CITY_BY_AIRPORT.get(iata);

/** The airport or station with this IATA code. */
export const placeAirport = (iata: string): PlaceAirport | undefined =>
  CITY_BY_AIRPORT.get(iata)?.airports.find((airport) => airport.iata === iata);
