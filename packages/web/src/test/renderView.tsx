import { render } from "@testing-library/react";
import type { Language } from "@travesia/core";
import type { PortalStorage } from "@travesia/hooks";
import { createPortalStores, memoryPortalStorage, PortalProvider, type PortalStores } from "@travesia/hooks";
import type { ReactElement } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { MemoryRouter } from "react-router-dom";
import { LanguageProvider } from "../i18n/LanguageContext";

/** A fetcher that must not be called: the views under test are stateless. */
const noNetwork = async (): Promise<Response> => {
  throw new Error("a stateless view called the network");
};

/** A view inside a language, a router and a portal provider, for a test that renders it itself. */
const withViewProviders = (
  ui: ReactElement,
  language: Language = "es",
  storage: PortalStorage = memoryPortalStorage(),
  stores: PortalStores = createPortalStores(),
) => (
  <PortalProvider fetcher={noNetwork} storage={storage} stores={stores}>
    <LanguageProvider language={language}>
      <MemoryRouter>{ui}</MemoryRouter>
    </LanguageProvider>
  </PortalProvider>
);

/** Renders a view (and its re-renders) inside a language, a router and a portal provider. */
export const renderView = (ui: ReactElement, language: Language = "es") => {
  const storage = memoryPortalStorage();
  const stores = createPortalStores();
  const result = render(withViewProviders(ui, language, storage, stores));
  return {
    ...result,
    rerender: (next: ReactElement) => result.rerender(withViewProviders(next, language, storage, stores)),
  };
};

/**
 * Runs `body` with a view drawn under React's own scheduling, as in a browser: `draw` commits a view at once (as a
 * click's urgent update), and what the view draws in the background (`useDeferredValue`) lands in a task of its own,
 * which act() would flush with the urgent render.
 */
export const withBrowserScheduling = async (
  body: (draw: (ui: ReactElement) => void, container: HTMLElement) => Promise<void>,
  language: Language = "es",
): Promise<void> => {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  const container = document.body.appendChild(document.createElement("div"));
  const root = createRoot(container);
  const storage = memoryPortalStorage();
  const stores = createPortalStores();
  try {
    await body((ui) => flushSync(() => root.render(withViewProviders(ui, language, storage, stores))), container);
  } finally {
    root.unmount();
    container.remove();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  }
};
