import { schemaLaws } from "../api/test/schemaLaws.js";
import { arbFromSchema } from "../test/arbFromSchema.js";
import { AdminSaveTourTextReply, AdminSaveTourTextRequest, AdminTourReply, TourReply } from "./tourApi.js";

const text = { language: "en", step: "search", field: "title", base: "Start here", text: "Welcome" } as const;
const entry = {
  id: "1",
  at: "2026-12-02T10:15:00.000Z",
  who: "admin",
  module: "tour",
  target: "en",
  targetName: "en",
  field: "search.title",
  before: "",
  after: "Welcome",
  undoOf: null,
  undoneBy: null,
};
const size = { size: 4 };

schemaLaws("TourReply", TourReply, arbFromSchema(TourReply, size), [
  { done: true, language: "pt", steps: [{ step: "filters", title: "Filtre", text: "Restrinja a lista." }] },
]);
schemaLaws("AdminTourReply", AdminTourReply, arbFromSchema(AdminTourReply, size), [{ done: true, texts: [text] }]);
schemaLaws("AdminSaveTourTextRequest", AdminSaveTourTextRequest, arbFromSchema(AdminSaveTourTextRequest), [
  { language: "en", step: "search", field: "title", text: "Welcome" },
]);
schemaLaws("AdminSaveTourTextReply", AdminSaveTourTextReply, arbFromSchema(AdminSaveTourTextReply, size), [
  { done: true, text, entries: [entry] },
]);
