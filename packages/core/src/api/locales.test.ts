import { fc } from "@fast-check/vitest";
import { arbFromSchema } from "../test/arbFromSchema.js";
import { CustomLocalesReply, ProfileLanguagesReply, TranslationDictionaryReply, TranslationReply } from "./locales.js";
import { schemaLaws } from "./test/schemaLaws.js";

schemaLaws("CustomLocalesReply", CustomLocalesReply, arbFromSchema(CustomLocalesReply), [
  {
    enabled: [
      { id: "es", name: "Español" },
      { id: "en", name: "Inglés" },
    ],
    custom: [
      { id: "es-agency", name: "Español (agencia)", base: "es", overwrite: { "budget.add": "Agregar a cotización" } },
    ],
  },
]);
schemaLaws("ProfileLanguagesReply", ProfileLanguagesReply, arbFromSchema(ProfileLanguagesReply), [
  [
    { name: "Español", languageId: "es" },
    { name: "Portugués", languageId: "pt" },
  ],
]);
schemaLaws(
  "TranslationDictionaryReply",
  TranslationDictionaryReply,
  fc.dictionary(fc.stringMatching(/^[a-z.]{1,12}$/), fc.string(), { maxKeys: 5 }),
  [{ "search.submit": "Buscar", "search.adjust": "Ajustar búsqueda" }],
);
schemaLaws("TranslationReply", TranslationReply, fc.record({ value: fc.string() }), [{ value: "Buscar" }]);
