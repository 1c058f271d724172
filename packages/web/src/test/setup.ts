// Headless UI 2 measures elements; jsdom has no ResizeObserver.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

// Each test starts from an empty document (vitest runs without globals, so Testing Library cannot register this).
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { resetWidgetsHold } from "../shared/primaryContent";

afterEach(cleanup);
// A page left loading by a test must not hold the next test's widgets (shared workers: one module state).
afterEach(resetWidgetsHold);

// Lazily loaded views (dialogs, menus) import their module on first use, which took over a second on a loaded 2-core
// machine; `findBy…` waits for what a person waits for, not Testing Library's 1 s default.
configure({ asyncUtilTimeout: 10_000 });

// Views read English and Portuguese catalogs synchronously once loaded; tests render them directly. Spanish gets its
// pages' texts, as it has whenever a page renders (routes.tsx lays them over the first part before the page loads).
import { catalogEsPages } from "@travesia/core";
import { addSpanishPageTexts, preloadCatalog } from "../i18n/loadCatalog";

addSpanishPageTexts(catalogEsPages);
await Promise.all([preloadCatalog("en"), preloadCatalog("pt")]);
