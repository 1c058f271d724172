import * as Schema from "effect/Schema";

/** A language entry. Spec 000 §3: "Locale: language id and name". */
export const LocaleEntry = Schema.Struct({ id: Schema.String, name: Schema.String });
export type LocaleEntry = typeof LocaleEntry.Type;

/**
 * A custom variant of a language. Spec 000 §3: "enabled list plus custom variants with overwrite". Decision: the
 * variant names its base language and overwrites some message keys with its own texts.
 */
export const CustomLocale = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  base: Schema.String,
  overwrite: Schema.Record(Schema.String, Schema.String),
});
export type CustomLocale = typeof CustomLocale.Type;

/** Reply of `GET /api/customLocales` (shape not shown beyond §3). Decision: `{ done, enabled, custom }`. */
export const CustomLocalesReply = Schema.Struct({
  done: Schema.optional(Schema.Boolean),
  enabled: Schema.Array(LocaleEntry),
  custom: Schema.Array(CustomLocale),
});
export type CustomLocalesReply = typeof CustomLocalesReply.Type;

/** A language option. Spec 002 §3: "Language option: name, languageId"; `id` when the server also sends it. */
export const LanguageOption = Schema.Struct({
  id: Schema.optional(Schema.String),
  name: Schema.String,
  languageId: Schema.String,
});
export type LanguageOption = typeof LanguageOption.Type;

/** Reply of `GET /profile/languages` (shape not shown). Decision: the list of language options. */
export const ProfileLanguagesReply = Schema.Array(LanguageOption);
export type ProfileLanguagesReply = typeof ProfileLanguagesReply.Type;

/** Reply of `GET /i18n/{lang}`. Spec 000 §3: "Translation dictionary per language" — key to text. */
export const TranslationDictionaryReply = Schema.Record(Schema.String, Schema.String);
export type TranslationDictionaryReply = typeof TranslationDictionaryReply.Type;

/**
 * Reply of `GET /i18n/{lang}/{key}` (optionally with plural and count; shape not shown). Decision: `{ done, key,
 * value }`, the key echoed.
 */
export const TranslationReply = Schema.Struct({
  done: Schema.optional(Schema.Boolean),
  key: Schema.optional(Schema.String),
  value: Schema.String,
});
export type TranslationReply = typeof TranslationReply.Type;
