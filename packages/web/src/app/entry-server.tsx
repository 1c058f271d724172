import { LANGUAGE_COOKIE_NAME, type Language } from "@travesia/core";
import { memoryStorage, PortalProvider, type PortalStorage } from "@travesia/hooks";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom";
import { preloadCatalog } from "../i18n/loadCatalog";
import { PortalLanguageProvider } from "../i18n/PortalLanguage";
import { routes } from "./routes";

/** A visitor's storage as the server sees it: empty, except the language cookie it was sent. */
const visitorStorage = (language: Language): PortalStorage => ({
  local: memoryStorage(),
  session: memoryStorage(),
  cookies: {
    get: (name) => (name === LANGUAGE_COOKIE_NAME ? language : undefined),
    set: () => {},
  },
  onOtherTabChange: () => () => {},
});

/** The server never calls the API while prerendering: every hook stays in its loading state, as on the client. */
const neverAnswers = () => new Promise<Response>(() => {});

/**
 * The home page's markup in one language, exactly as the client's first render draws it (spec 000 §4: the `ml`
 * cookie picks the language): loading states and the placeholders of the lazily loaded widgets, so that
 * `hydrateRoot` adopts it without a mismatch.
 */
export const renderHome = async (language: Language): Promise<string> => {
  await preloadCatalog(language);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error(`prerender: the home route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <PortalProvider fetcher={neverAnswers} storage={visitorStorage(language)}>
        <PortalLanguageProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </PortalLanguageProvider>
      </PortalProvider>
    </StrictMode>,
  );
};
