/** Languages the portal speaks (spec 000 §9): Spanish by default, English and Portuguese. */
export const LANGUAGES = ["es", "en", "pt"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The default language when neither the `ml` cookie nor the page says otherwise (spec 000 §4). */
export const DEFAULT_LANGUAGE: Language = "es";

/** Spanish texts, exactly as the spec quotes them. Keys are `domain.name`. */
export const es = {
  "shell.currency.label": "Moneda",
  "shell.currency.loading": "Cargando monedas…",
  "home.title": "Encontrá tu próximo viaje",
  "occupancy.roomsOutOfRange": "Elegí entre {min} y {max} habitaciones.",
  "occupancy.adultsOutOfRange": "Elegí entre {min} y {max} adultos por habitación.",
  "occupancy.childrenOutOfRange": "Elegí entre {min} y {max} menores por habitación.",
  "occupancy.childAgeRequired": "El campo edad no puede quedar vacío",
  "occupancy.childAgeOutOfRange": "La edad debe estar entre {min} y {max} años.",
} as const;

/** Every message key; the catalogs of every language hold exactly these. */
export type MessageKey = keyof typeof es;
export type Catalog = { readonly [K in MessageKey]: string };

export const en: Catalog = {
  "shell.currency.label": "Currency",
  "shell.currency.loading": "Loading currencies…",
  "home.title": "Find your next trip",
  "occupancy.roomsOutOfRange": "Choose between {min} and {max} rooms.",
  "occupancy.adultsOutOfRange": "Choose between {min} and {max} adults per room.",
  "occupancy.childrenOutOfRange": "Choose between {min} and {max} children per room.",
  "occupancy.childAgeRequired": "The age field can not be empty",
  "occupancy.childAgeOutOfRange": "The age must be between {min} and {max}.",
};

export const pt: Catalog = {
  "shell.currency.label": "Moeda",
  "shell.currency.loading": "Carregando moedas…",
  "home.title": "Encontre sua próxima viagem",
  "occupancy.roomsOutOfRange": "Escolha entre {min} e {max} quartos.",
  "occupancy.adultsOutOfRange": "Escolha entre {min} e {max} adultos por quarto.",
  "occupancy.childrenOutOfRange": "Escolha entre {min} e {max} menores por quarto.",
  "occupancy.childAgeRequired": "O campo idade não pode ficar vazio",
  "occupancy.childAgeOutOfRange": "A idade deve estar entre {min} e {max} anos.",
};

/** The three catalogs by language. */
export const CATALOGS: { readonly [L in Language]: Catalog } = { es, en, pt };

/**
 * The text of a key in a language, with `{name}` placeholders filled.
 *
 * @example translate("es", "occupancy.roomsOutOfRange", { min: 1, max: 9 }) // "Elegí entre 1 y 9 habitaciones."
 */
export const translate = (
  language: Language,
  key: MessageKey,
  params: Readonly<Record<string, string | number>> = {},
): string =>
  CATALOGS[language][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
