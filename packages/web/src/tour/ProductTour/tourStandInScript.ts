import { showTourStandIn } from "./showTourStandIn";

// The inline script of a document that carries a tour step (`scripts/prerender.mjs` bundles this module on its own
// and writes it after the page, so it runs while the document is parsed, before the first paint): see
// `showTourStandIn`.
try {
  showTourStandIn();
} catch {
  // A stand-in that cannot be placed stays hidden: the tour comes with the page's code.
}
