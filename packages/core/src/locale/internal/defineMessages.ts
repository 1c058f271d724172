/** A table of texts for exactly the keys `K`. */
export type MessageTable<K extends string> = { readonly [P in K]: string };

/** One domain's texts in the three languages; en and pt must hold exactly the keys of es. */
export interface DomainMessages<K extends string> {
  readonly es: MessageTable<K>;
  readonly en: MessageTable<K>;
  readonly pt: MessageTable<K>;
}

/**
 * Declares one domain's texts. The Spanish table defines the keys; the compiler then refuses an English or
 * Portuguese table that misses a key or adds one (object literals get excess-property checks).
 */
export const defineMessages = <const E extends Readonly<Record<string, string>>>(
  es: E,
  en: MessageTable<keyof E & string>,
  pt: MessageTable<keyof E & string>,
): DomainMessages<keyof E & string> => ({ es, en, pt });
