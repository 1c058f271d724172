import { fc, test } from "@fast-check/vitest";
import { describe, expect, expectTypeOf, it } from "vitest";
import {
  CATALOGS,
  type Catalog,
  catalogEn,
  catalogEs,
  catalogPt,
  isMessageKey,
  MESSAGE_DOMAINS,
  MESSAGE_KEYS,
  type MessageKey,
  translate,
} from "./catalog.js";
import { messagePlaceholders } from "./formatMessage.js";
import { defineMessages } from "./internal/defineMessages.js";
import { LANGUAGES } from "./language.js";

/** Keys that predate the `domain.camelName` rule and are used by other packages. */
const LEGACY_KEYS: Readonly<Record<string, string>> = {
  "shell.currency.label": "shell",
  "shell.currency.loading": "shell",
  "home.title": "shell",
  "occupancy.roomsOutOfRange": "forms",
  "occupancy.adultsOutOfRange": "forms",
  "occupancy.childrenOutOfRange": "forms",
  "occupancy.childAgeRequired": "forms",
  "occupancy.childAgeOutOfRange": "forms",
};

describe("catalog keys", () => {
  it("are the same in es, en and pt, each with a non-empty text", () => {
    const keys = Object.keys(catalogEs).sort();
    expect(keys.length).toBeGreaterThan(400);
    expect(Object.keys(catalogEn).sort()).toEqual(keys);
    expect(Object.keys(catalogPt).sort()).toEqual(keys);
    for (const language of LANGUAGES) {
      for (const key of MESSAGE_KEYS) expect(CATALOGS[language][key].trim(), `${language} ${key}`).not.toBe("");
    }
  });

  it("are defined once: no domain redefines another domain's key", () => {
    const total = Object.values(MESSAGE_DOMAINS).reduce((sum, domain) => sum + Object.keys(domain.es).length, 0);
    expect(total).toBe(MESSAGE_KEYS.length);
  });

  it("are named domain.camelName after the file that holds them (legacy keys excepted)", () => {
    for (const [domain, messages] of Object.entries(MESSAGE_DOMAINS)) {
      for (const key of Object.keys(messages.es)) {
        if (key in LEGACY_KEYS) expect(LEGACY_KEYS[key]).toBe(domain);
        else expect(key).toMatch(new RegExp(`^${domain}\\.[a-z][A-Za-z0-9]*$`));
      }
    }
  });

  it("keep the keys other packages use", () => {
    for (const key of Object.keys(LEGACY_KEYS)) expect(isMessageKey(key)).toBe(true);
    expect(isMessageKey("nope.nothing")).toBe(false);
    expect(isMessageKey("toString")).toBe(false);
  });

  it("use the same placeholders in every language", () => {
    for (const key of MESSAGE_KEYS) {
      const expected = messagePlaceholders(catalogEs[key]);
      expect(messagePlaceholders(catalogEn[key]), `en ${key}`).toEqual(expected);
      expect(messagePlaceholders(catalogPt[key]), `pt ${key}`).toEqual(expected);
    }
  });

  it("are checked by the compiler in every language", () => {
    expectTypeOf<"hotel.noResults">().toExtend<MessageKey>();
    expectTypeOf<"home.title">().toExtend<MessageKey>();
    expectTypeOf<"nope.nothing">().not.toExtend<MessageKey>();
    expectTypeOf(catalogEn).toEqualTypeOf<Catalog>();
    // A table that misses a key, or adds one, does not compile.
    const missing = defineMessages(
      { "demo.a": "a", "demo.b": "b" },
      // @ts-expect-error en lacks "demo.b"
      { "demo.a": "a" },
      { "demo.a": "a", "demo.b": "b" },
    );
    // @ts-expect-error pt has an extra key
    const extra = defineMessages({ "demo.a": "a" }, { "demo.a": "a" }, { "demo.a": "a", "demo.z": "z" });
    expect(missing.es).toEqual({ "demo.a": "a", "demo.b": "b" });
    expect(extra.en).toEqual({ "demo.a": "a" });
  });
});

/** The spec's Spanish texts (every error catalogue row and a representative set of the rest), verbatim. */
const SPEC_TEXTS: ReadonlyArray<readonly [MessageKey, string, Readonly<Record<string, string | number>>?]> = [
  // Spec 000 §8
  ["budget.addConflict", "Actualmente no existe ningún presupuesto activo"],
  ["budget.addError", "Hubo un pequeño problema al agregar este servicio... ¿Podrías intentarlo de nuevo?"],
  ["quote.outOfLimit", "No hay crédito disponible para realizar la reserva."],
  [
    "quote.noCancellationFeesOnly",
    "Tu usuario tiene permiso únicamente para realizar reservas que no incurren en gastos de cancelación. Por favor, consulta otra alternativa para reservar o contáctate con nosotros",
  ],
  ["budget.addSuccess", "Continuemos con más servicios"],
  ["budget.listError", "No se pudieron recuperar los presupuestos"],
  ["budget.listErrorTitle", "Lo sentimos!"],
  ["session.draftCreateError", "error al crear draft"],
  ["session.userLoadError", "error al recuperar el usuario"],
  ["budget.noActive", "No tiene ningún presupuesto activo"],
  ["budget.noActiveNow", "No tiene ningún presupuesto activo en este momento."],
  ["location.placeDetailError", "Error calling Places API"],
  ["location.indexSaveError", "Error Saving document into index"],
  ["budget.noPermission", "No tiene permisos para recuperar el presupuesto activo."],
  // Spec 000 §5 / 002 §8 select widget
  ["select.minCharacters", "Ingrese al menos 3 caracteres"],
  ["select.loadError", "Error al cargar los resultados"],
  ["select.noResults", "No se encontraron resultados"],
  ["select.searching", "Buscando..."],
  ["select.tooManyCharacters", "Ingresó demasiados caracteres"],
  ["select.loadingMore", "Obteniendo más resultados"],
  ["select.tooManySelected", "No se pueden elegir tantos resultados"],
  ["forms.videoUnsupported", "Video URL not supported"],
  ["forms.videoMissing", "Missing video URL"],
  // Spec 001 §8
  ["favourite.failureTitle", "Ups!"],
  ["favourite.failure", "Por el momento no puede realizar esta operación intente más tarde!"],
  ["favourite.added", "El hotel se ha agregado a sus favoritos!"],
  ["favourite.removed", "El hotel se ha eliminado a sus favoritos!"],
  ["favourite.title", "Favorito"],
  ["hotel.searchFailed", "Fallo al recuperar los resultados"],
  ["hotel.noResults", "No vinieron hoteles en la busqueda solicitada"],
  ["hotel.detailError", "Lo sentimos. Tu solicitud no se ha podido completar en este momento."],
  ["hotel.detailErrorRetry", "Por favor intentalo nuevamente más tarde."],
  ["quote.unavailable", "No disponible"],
  [
    "house.soldOut",
    "Hemos vendido la última habitación disponible de esa propiedad a ese valor. Por favor prueba otras propiedades o fechas.",
  ],
  ["quote.soldOut", "Hemos vendido la última habitación"],
  [
    "quote.alternativeRate",
    "La tarifa seleccionada ya no está disponible por lo que seleccionaremos una alternativa similar.",
  ],
  ["quote.redirecting", "Por favor, aguarda unos instantes y serás redireccionado..."],
  ["hotel.moreOptionsAdded", "Se agregaron tarifas para Hotel Alvear", { hotel: "Hotel Alvear" }],
  ["hotel.moreOptionsEmpty", "No se encontraron opciones para la tarifa seleccionada"],
  ["policy.compactError", "No pudimos obtener las políticas de cancelación"],
  ["policy.loadError", "Disculpe, no se pudieron cargar las politicas."],
  ["policy.retry", "Intente nuevamente"],
  [
    "hotel.unavailableShowingSimilar",
    "Hotel Sol no está disponible en las fechas que elegiste. Te mostramos alojamientos similares que podrian interesarte.",
    { hotel: "Hotel Sol" },
  ],
  ["share.sent", "Se ha enviado tu correo."],
  ["share.notSent", "No se ha enviado tu correo"],
  ["documents.pdfProgress", "Espere un momento se esta generando el PDF"],
  ["documents.failure", "Por el momento no puede realizar esta operación intente más tarde!"],
  ["documents.failureTitle", "Download"],
  ["hotel.onRequest", "Bajo petición"],
  ["policy.checking", "Consultando"],
  ["hotel.idRequired", "Hotel ID can't be empty"],
  // Spec 001 §5
  ["hotel.compareMinimum", "Por favor seleccione al menos 2 hoteles para poder comparar"],
  ["hotel.compareTitle", "Comparador"],
  ["occupancy.childAgeRequired", "El campo edad no puede quedar vacío"],
  ["forms.checkInRequired", "Ingrese fecha de entrada."],
  ["forms.checkOutRequired", "Ingrese fecha de salida."],
  ["share.fieldRequired", "Campo requerido"],
  ["forms.homeCheckInRequired", "Por favor, ingrese fecha de entrada."],
  ["forms.homeCheckOutRequired", "Por favor, ingrese fecha de salida."],
  ["forms.homeDestinationRequired", "Por favor, ingrese un destino."],
  // Spec 002 §5 and §8
  ["flight.originRequired", "Por favor, ingrese al menos un origen."],
  ["flight.destinationRequired", "Por favor, ingrese un destino."],
  ["flight.destinationInvalid", "Ingrese un destino válido."],
  ["flight.departureRequired", "Por favor, ingrese una fecha de partida."],
  ["flight.returnRequired", "Por favor, ingrese una fecha de regreso."],
  ["flight.childAgeRequired", "Debe elegir una edad para el menor"],
  [
    "flight.infantsExceedAdults",
    "Por favor, seleccione una cantidad de adultos mayor o igual a los niños y bebes ingresados.",
  ],
  ["package.originRequired", "Ingrese al menos un origen."],
  ["package.destinationRequired", "Ingrese un destino."],
  ["package.dateRequired", "Ingrese una fecha."],
  ["package.dateOutsideFlightRange", "Debe estar dentro del rango del vuelo."],
  ["package.fieldRequired", "Destino es requerido.", { field: "Destino" }],
  ["flight.timeInvalid", "Ingrese la fecha y hora de manera correcta"],
  [
    "documents.offlineVoucher",
    "Recuperamos la información histórica de tu reserva. Recomendamos revisar la misma con tu agente/proveedor",
  ],
  ["documents.offlineVoucherTitle", "Lo sentimos!"],
  ["flight.calendarFailed", "Fallo al recuperar el calendario"],
  ["flight.searchFailed", "Fallo al recuperar los resultados"],
  ["flight.luggageNone", "No incluye equipaje"],
  ["flight.luggagePieces", "Incluye 2 Valija(s) - 23 kg", { qty: 2, desc: "23 kg" }],
  ["flight.luggageAskAirline", "Consultar el peso a la aerolínea"],
  ["flight.luggageWeight", "Incluye hasta 20 kg - Bodega", { qty: 20, unit: "kg", desc: "Bodega" }],
  ["flight.noticeOtherAirport", "El vuelo sale de otro aeropuerto"],
  ["flight.noticeLocationChange", "Cambio de locación"],
  ["flight.noticePlaneChange", "Cambio de avión"],
  ["flight.noticeTrainChange", "Transbordo"],
  ["flight.noticeTransportChange", "Cambio de medio de transporte"],
  ["flight.noticeNightFlight", "Vuelo Nocturno"],
  ["flight.priceMore", "por USD 12,50 más", { currency: "USD", value: "12,50" }],
  ["flight.priceLess", "por ARS 300,00 menos", { currency: "ARS", value: "300,00" }],
  // Buttons and labels quoted across the documents
  ["shell.search", "Buscar"],
  ["shell.update", "Actualizar"],
  ["shell.adjustSearch", "Ajustar búsqueda"],
  ["bundle.adjustSearch", "Ajustar Búsqueda"],
  ["shell.seeMap", "Ver mapa"],
  ["shell.filterBy", "Filtrar Por"],
  ["shell.clearFilters", "Limpiar Filtros"],
  ["hotel.select", "Seleccionar"],
  ["hotel.selected", "Seleccionado"],
  ["hotel.includedInPrice", "Incluida en el precio"],
  ["quote.verifying", "Verificando"],
  ["policy.freeToday", "GRATIS HOY"],
  ["budget.itemAdded", "Item agregado"],
  ["budget.added", "Agregado"],
  ["budget.addToQuotation", "Agregar a cotización"],
  ["budget.addToBudget", "Agregar a presupuesto"],
  ["budget.seeDetail", "ver detalle"],
  ["budget.activate", "activar"],
  ["budget.seeAll", "Ver todos los presupuestos"],
  ["budget.new", "Nuevo presupuesto"],
  ["flight.outbound", "IDA"],
  ["flight.inbound", "VUELTA"],
  ["flight.moreDetail", "Ver más detalle"],
  ["flight.moreInfo", "Ver más información"],
  ["flight.advancedSearch", "Búsqueda Avanzada"],
  ["flight.conventionalSearch", "Búsqueda Convencional"],
  ["flight.connections", "Conexiones"],
  ["bundle.explore", "Explorar nuestras propuestas"],
  ["flight.sortPrice", "Precio"],
  ["flight.sortRelevance", "Relevancia"],
  ["flight.sortDuration", "Duración"],
  ["hotel.seeDetail", "Ver Detalle"],
  ["hotel.moreRates", "Más tarifas"],
  ["hotel.relatedRates", "Ver tarifas relacionadas"],
  ["hotel.upgradeCategory", "Categoría superior"],
  ["hotel.upgradeRating", "Mejor valorado"],
  ["shell.back", "Volver"],
  ["shell.next", "Siguiente"],
  ["shell.seeMore", "Ver más"],
  ["shell.languageSpanish", "Español"],
  ["shell.languageEnglish", "Inglés"],
  ["shell.languagePortuguese", "Portugués"],
  ["hotel.seeMoreOptions", "Ver 4 opciones más", { count: 4 }],
  ["hotel.seeOtherRates", "VER OTRAS 7 TARIFAS DISPONIBLES", { count: 7 }],
  ["flight.originsMore", "(+2 más)", { count: 2 }],
  ["forms.ageUnderOne", "<1"],
];

describe("the spec's Spanish texts", () => {
  it.each(SPEC_TEXTS.map(([key, text, params]) => ({ key, text, params })))(
    "$key reads exactly as quoted",
    ({ key, text, params }) => {
      expect(translate("es", key, params)).toBe(text);
    },
  );

  it("the session overlay reads 'Your session has expired' with Home and Refresh in English", () => {
    expect(translate("en", "session.expired")).toBe("Your session has expired");
    expect(translate("en", "session.home")).toBe("Home");
    expect(translate("en", "session.refresh")).toBe("Refresh");
    expect(translate("pt", "session.expired")).toBe("Sua sessão expirou");
  });

  it("child-age message has the spec's English text", () => {
    expect(translate("en", "occupancy.childAgeRequired")).toBe("The age field can not be empty");
  });
});

describe("translate", () => {
  it("keeps the existing occupancy texts", () => {
    expect(translate("es", "occupancy.roomsOutOfRange", { min: 1, max: 9 })).toBe("Elegí entre 1 y 9 habitaciones.");
  });

  it("picks the singular and plural branches", () => {
    expect(translate("es", "hotel.seeMoreOptions", { count: 1 })).toBe("Ver 1 opción más");
    expect(translate("en", "hotel.summaryNights", { count: 1 })).toBe("1 night");
    expect(translate("pt", "hotel.summaryNights", { count: 2 })).toBe("2 noites");
    expect(translate("es", "flight.stopsCount", { count: 0 })).toBe("Directo");
  });

  test.prop(
    [
      fc.constantFrom(...LANGUAGES),
      fc.constantFrom(...MESSAGE_KEYS),
      fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer())),
    ],
    {
      numRuns: 1000,
    },
  )("any key in any language with any parameters gives a string", (language, key, params) => {
    expect(typeof translate(language, key, params)).toBe("string");
  });

  test.prop([fc.constantFrom(...LANGUAGES), fc.constantFrom(...MESSAGE_KEYS), fc.nat({ max: 10_000 })], {
    numRuns: 1000,
  })("with every placeholder given, no placeholder is left in the text", (language, key, count) => {
    const params = Object.fromEntries(messagePlaceholders(catalogEs[key]).map((name) => [name, count]));
    expect(translate(language, key, params)).not.toMatch(/\{\s*\w+\s*(\}|,)/);
  });
});
