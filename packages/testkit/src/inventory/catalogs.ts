/**
 * Fixed catalogues the generators draw from: amenities, boards, room types, suppliers, hotel chains, zones and
 * street names. These are made-up demo values (no real hotel, chain or supplier is implied), except zone names of
 * the big cities, which are real neighbourhoods.
 */
import type { PlaceName } from "./places.js";

/** An amenity with its icon code. */
export interface CatalogAmenity {
  readonly code: string;
  readonly name: PlaceName;
}

export const CATALOG_AMENITIES: readonly CatalogAmenity[] = [
  { code: "WIFI", name: { es: "Wi-Fi gratis", en: "Free Wi-Fi", pt: "Wi-Fi grátis" } },
  { code: "POOL", name: { es: "Piscina", en: "Swimming pool", pt: "Piscina" } },
  { code: "PARKING", name: { es: "Estacionamiento", en: "Parking", pt: "Estacionamento" } },
  { code: "GYM", name: { es: "Gimnasio", en: "Gym", pt: "Academia" } },
  { code: "SPA", name: { es: "Spa", en: "Spa", pt: "Spa" } },
  { code: "RESTAURANT", name: { es: "Restaurante", en: "Restaurant", pt: "Restaurante" } },
  { code: "BAR", name: { es: "Bar", en: "Bar", pt: "Bar" } },
  { code: "AC", name: { es: "Aire acondicionado", en: "Air conditioning", pt: "Ar-condicionado" } },
  { code: "PETS", name: { es: "Se admiten mascotas", en: "Pets allowed", pt: "Aceita animais" } },
  { code: "BEACH", name: { es: "Frente a la playa", en: "Beachfront", pt: "Pé na areia" } },
  { code: "KIDS", name: { es: "Club de niños", en: "Kids club", pt: "Clube infantil" } },
  { code: "ROOMSERVICE", name: { es: "Servicio a la habitación", en: "Room service", pt: "Serviço de quarto" } },
  { code: "BUSINESS", name: { es: "Centro de negocios", en: "Business centre", pt: "Centro de negócios" } },
  { code: "LAUNDRY", name: { es: "Lavandería", en: "Laundry", pt: "Lavanderia" } },
  { code: "ACCESSIBLE", name: { es: "Accesible", en: "Accessible", pt: "Acessível" } },
  { code: "SHUTTLE", name: { es: "Traslado al aeropuerto", en: "Airport shuttle", pt: "Traslado aeroporto" } },
  { code: "RECEPTION24", name: { es: "Recepción 24 horas", en: "24-hour front desk", pt: "Recepção 24 horas" } },
];

/** A board (meal plan). Spec 001 §4: "Board codes: 1 room only, 2 breakfast, 5 half board"; others shown by name. */
export interface CatalogBoard {
  readonly code: string;
  readonly name: PlaceName;
  /** Extra over room-only, in percent of the room price, per night. */
  readonly surchargePercent: number;
}

export const CATALOG_BOARDS: readonly CatalogBoard[] = [
  { code: "1", name: { es: "Solo habitación", en: "Room only", pt: "Somente hospedagem" }, surchargePercent: 0 },
  { code: "2", name: { es: "Desayuno incluido", en: "Breakfast included", pt: "Café da manhã" }, surchargePercent: 9 },
  { code: "5", name: { es: "Media pensión", en: "Half board", pt: "Meia pensão" }, surchargePercent: 24 },
  { code: "3", name: { es: "Pensión completa", en: "Full board", pt: "Pensão completa" }, surchargePercent: 38 },
  { code: "7", name: { es: "Todo incluido", en: "All inclusive", pt: "Tudo incluído" }, surchargePercent: 55 },
];

/** Room types, smallest first; `capacity` is how many guests fit. */
export interface CatalogRoomType {
  readonly code: string;
  readonly name: PlaceName;
  readonly capacity: number;
  /** Price factor over a standard double. */
  readonly factor: number;
}

export const CATALOG_ROOM_TYPES: readonly CatalogRoomType[] = [
  {
    code: "SGL",
    name: { es: "Habitación individual", en: "Single room", pt: "Quarto individual" },
    capacity: 1,
    factor: 0.8,
  },
  { code: "DBL", name: { es: "Habitación doble", en: "Double room", pt: "Quarto duplo" }, capacity: 2, factor: 1 },
  {
    code: "TWN",
    name: { es: "Habitación doble dos camas", en: "Twin room", pt: "Quarto twin" },
    capacity: 2,
    factor: 1,
  },
  {
    code: "DBLSUP",
    name: { es: "Habitación doble superior", en: "Superior double room", pt: "Quarto duplo superior" },
    capacity: 2,
    factor: 1.25,
  },
  { code: "TPL", name: { es: "Habitación triple", en: "Triple room", pt: "Quarto triplo" }, capacity: 3, factor: 1.35 },
  {
    code: "FAM",
    name: { es: "Habitación familiar", en: "Family room", pt: "Quarto família" },
    capacity: 4,
    factor: 1.6,
  },
  { code: "JSU", name: { es: "Junior suite", en: "Junior suite", pt: "Júnior suíte" }, capacity: 3, factor: 1.8 },
  { code: "STE", name: { es: "Suite", en: "Suite", pt: "Suíte" }, capacity: 4, factor: 2.4 },
  { code: "APT", name: { es: "Apartamento", en: "Apartment", pt: "Apartamento" }, capacity: 6, factor: 1.9 },
];

/** A rate supplier (made-up wholesalers). Spec 001 §3 Filters: "supplier (code, description)". */
export interface CatalogSupplier {
  readonly code: string;
  readonly name: string;
  /** Price factor against the hotel's reference price. */
  readonly markup: number;
}

export const CATALOG_SUPPLIERS: readonly CatalogSupplier[] = [
  { code: "TVD", name: "Travesía Directo", markup: 1 },
  { code: "GLX", name: "Galaxia Bedbank", markup: 0.96 },
  { code: "AND", name: "Andes Mayorista", markup: 1.03 },
  { code: "IBN", name: "Iberonet Hoteles", markup: 0.98 },
  { code: "SOL", name: "Solmar Rooms", markup: 1.06 },
  { code: "NRT", name: "Norte Travel Net", markup: 0.94 },
];

/** Made-up hotel chains. */
export const CATALOG_CHAINS: readonly { readonly code: string; readonly name: string }[] = [
  { code: "ALT", name: "Altamar Hotels" },
  { code: "CSE", name: "Costa Serena" },
  { code: "GAN", name: "Grupo Andino" },
  { code: "URB", name: "Urbano Suites" },
  { code: "PAL", name: "Palmera Resorts" },
  { code: "MRD", name: "Meridiano Collection" },
  { code: "BRJ", name: "Brújula Inn" },
  { code: "LUZ", name: "Luz del Sur Hoteles" },
];

/** Real neighbourhoods of the big cities (zones filter, spec 001 §2). Other cities use generic zones. */
export const CATALOG_CITY_ZONES: Readonly<Record<string, readonly string[]>> = {
  BUE: [
    "Palermo",
    "Recoleta",
    "San Telmo",
    "Puerto Madero",
    "Microcentro",
    "Retiro",
    "Belgrano",
    "Monserrat",
    "San Nicolás",
    "Balvanera",
    "Núñez",
    "Colegiales",
  ],
  MAD: [
    "Sol",
    "Gran Vía",
    "Salamanca",
    "Chamberí",
    "Malasaña",
    "Chueca",
    "La Latina",
    "Lavapiés",
    "Retiro",
    "Chamartín",
    "Barajas",
    "Moncloa",
  ],
  RIO: [
    "Copacabana",
    "Ipanema",
    "Leblon",
    "Barra da Tijuca",
    "Botafogo",
    "Flamengo",
    "Centro",
    "Lapa",
    "Santa Teresa",
    "Recreio",
  ],
  NYC: [
    "Midtown",
    "Times Square",
    "Upper East Side",
    "Upper West Side",
    "SoHo",
    "Chelsea",
    "Financial District",
    "Greenwich Village",
    "Brooklyn",
    "Harlem",
    "Long Island City",
  ],
  CUN: [
    "Zona Hotelera",
    "Centro",
    "Puerto Juárez",
    "Playa del Carmen",
    "Puerto Morelos",
    "Costa Mujeres",
    "Riviera Maya",
    "Tulum",
  ],
  BCN: ["Eixample", "Barri Gòtic", "El Born", "Gràcia", "Barceloneta", "Sants", "Poblenou", "Les Corts"],
  PAR: ["Le Marais", "Saint-Germain-des-Prés", "Montmartre", "Champs-Élysées", "Opéra", "Latin Quarter", "Bastille"],
  LON: ["Westminster", "Covent Garden", "Kensington", "Soho", "Mayfair", "Camden", "The City", "Paddington"],
  ROM: ["Centro Storico", "Trastevere", "Termini", "Vaticano", "Monti", "Testaccio", "Parioli"],
  SAO: ["Jardins", "Paulista", "Pinheiros", "Vila Madalena", "Itaim Bibi", "Moema", "Centro"],
  MIA: ["South Beach", "Downtown", "Brickell", "Mid-Beach", "North Beach", "Coral Gables", "Wynwood"],
  ORL: ["International Drive", "Lake Buena Vista", "Kissimmee", "Downtown", "Celebration"],
  MEX: ["Polanco", "Reforma", "Centro Histórico", "Roma", "Condesa", "Coyoacán", "Santa Fe"],
  PUJ: ["Bávaro", "Cap Cana", "Uvero Alto", "Cabeza de Toro", "Arena Gorda"],
  LIS: ["Baixa", "Chiado", "Alfama", "Bairro Alto", "Belém", "Parque das Nações", "Avenida da Liberdade"],
  SCL: ["Providencia", "Las Condes", "Santiago Centro", "Vitacura", "Bellavista", "Lastarria"],
  LIM: ["Miraflores", "San Isidro", "Barranco", "Centro Histórico"],
  MDQ: ["La Perla", "Playa Grande", "Centro", "Los Troncos", "Punta Mogotes"],
  BRC: ["Centro", "Km 1 al 8", "Llao Llao", "Cerro Catedral", "Playa Bonita"],
  PDP: ["Península", "Playa Brava", "Playa Mansa", "La Barra", "José Ignacio"],
};

/** Zones used where a city has no list above. */
export const CATALOG_GENERIC_ZONES = {
  city: ["Centro", "Casco Histórico", "Zona Norte", "Zona Sur", "Distrito Financiero", "Cerca del aeropuerto"],
  beach: ["Centro", "Frente al mar", "Zona Hotelera", "Playa Norte", "Playa Sur", "Puerto"],
} as const;

/** Street names by the city's main language, for address parts. */
export const CATALOG_STREETS = {
  es: [
    "Avenida del Libertador",
    "Calle Mayor",
    "Avenida de Mayo",
    "Paseo Marítimo",
    "Calle San Martín",
    "Avenida Costanera",
    "Calle Real",
    "Avenida Belgrano",
    "Calle del Sol",
    "Avenida de los Pinos",
  ],
  pt: [
    "Avenida Atlântica",
    "Rua das Flores",
    "Rua Augusta",
    "Avenida Beira-Mar",
    "Rua do Comércio",
    "Avenida Central",
    "Rua da Praia",
    "Rua Sete de Setembro",
  ],
  en: [
    "Main Street",
    "Ocean Drive",
    "Park Avenue",
    "Harbour Road",
    "King Street",
    "Bay Boulevard",
    "Market Street",
    "Palm Avenue",
  ],
} as const;

/** Which street list a country's addresses use. */
export const catalogStreetLanguage = (country: string): keyof typeof CATALOG_STREETS =>
  country === "BR" || country === "PT"
    ? "pt"
    : ["AR", "CL", "UY", "PY", "PE", "CO", "EC", "BO", "VE", "PA", "CR", "MX", "DO", "CU", "PR", "ES"].includes(country)
      ? "es"
      : "en";

/** Words for generated hotel names. */
export const CATALOG_NAME_WORDS = [
  "Plaza",
  "Royal",
  "Mirador",
  "Sol",
  "Costa",
  "Palacio",
  "Alameda",
  "Cristal",
  "Estrella",
  "Central",
  "Puerto",
  "Bahía",
  "Jardín",
  "Colonial",
  "Imperial",
  "Aurora",
  "Vista",
  "Faro",
  "Laguna",
  "Brisa",
  "Ancla",
  "Magnolia",
  "Olivo",
  "Coral",
  "Marina",
  "Nogal",
  "Cumbre",
  "Arena",
  "Galería",
  "Terraza",
  "Atlántico",
  "Pacífico",
  "Dorado",
  "Esmeralda",
  "Zafiro",
  "Solar",
  "Horizonte",
  "Paseo",
  "Ciprés",
  "Monte",
  "Alborada",
  "Rosal",
  "Azul",
  "Luna",
] as const;

export const CATALOG_NAME_KINDS = {
  city: ["Hotel", "Suites", "Boutique Hotel", "Apart Hotel", "Inn", "Hostel", "Grand Hotel"],
  beach: ["Resort & Spa", "Beach Hotel", "Hotel", "Suites", "All Inclusive Resort", "Club"],
} as const;
