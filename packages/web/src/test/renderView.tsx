import { render } from "@testing-library/react";
import type { Language } from "@travesia/core";
import type { PortalStorage } from "@travesia/hooks";
import { createPortalStores, memoryPortalStorage, PortalProvider, type PortalStores } from "@travesia/hooks";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router-dom";
import { LanguageProvider } from "../i18n/LanguageContext";

/** A fetcher that must not be called: the views under test are stateless. */
const noNetwork = async (): Promise<Response> => {
  throw new Error("a stateless view called the network");
};

/** A view inside a language, a router and a portal provider, for a test that renders it itself. */
export const withViewProviders = (
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
