import { LANGUAGE_COOKIE_NAME, type Language } from "@travesia/core";
import { memoryStorage, PortalProvider, type PortalStorage } from "@travesia/hooks";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from "react-router-dom";
import { preloadCatalog } from "../i18n/loadCatalog";
import { PortalLanguageProvider } from "../i18n/PortalLanguage";
import { ShellConnected } from "../shell/Shell/ShellConnected";
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

/** Draws `path` of `pageRoutes` in one language as the client's first render would, the API never answering. */
const renderRoute = async (language: Language, pageRoutes: RouteObject[], path: string): Promise<string> => {
  await preloadCatalog(language);
  const handler = createStaticHandler(pageRoutes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`prerender: ${path} answered ${context.status}`);
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

/**
 * The home page's markup in one language, exactly as the client's first render draws it (spec 000 §4: the `ml`
 * cookie picks the language): loading states and the placeholders of the lazily loaded widgets, so that
 * `hydrateRoot` adopts it without a mismatch.
 */
export const renderHome = (language: Language): Promise<string> => renderRoute(language, routes, "/");

/**
 * The shell (header, footer) in one language around an empty page of a screen's height: what every page but home
 * shows before its JavaScript runs, instead of a blank screen. The client does not adopt it: its first render
 * replaces it whole (`main.tsx`), so nothing drawn here counts as moved (CLS) when the real page arrives.
 */
export const renderShell = (language: Language): Promise<string> =>
  renderRoute(
    language,
    [{ element: <ShellConnected />, children: [{ path: "*", element: <div className="page-stand-in" /> }] }],
    "/shell",
  );
