import { LANGUAGE_COOKIE_NAME, languageOfLocale } from "@travesia/core";
import { browserStorage, PortalProvider } from "@travesia/hooks";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, RouterProvider } from "react-router-dom";
import { preloadCatalog } from "../i18n/loadCatalog";
import { PortalLanguageProvider } from "../i18n/PortalLanguage";
import { warmDisplayNames } from "../i18n/warmDisplayNames";
import { afterThisTask } from "./afterThisTask";
import { dropSpentPreloads } from "./dropSpentPreloads";
import { routes } from "./routes";
import "../styles/tokens.css";

dropSpentPreloads(document.head);

const storage = browserStorage();
// Each request starts in a task of its own. TanStack Query starts a query's request where its observer subscribes,
// inside the commit (or the effects) that mounted it, and `fetch()` itself costs the main thread ~3 ms at 4× CPU
// slowdown: the home's session rules and currency feed started four in one commit, a task of 50–90 ms.
const fetcher = (path: string, init?: RequestInit) => afterThisTask().then(() => fetch(path, init));

const root = document.getElementById("root");
if (root === null) throw new Error("index.html lacks #root");

/** Resolves in a task of its own: what follows runs after the browser has had the chance to do anything else. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Started first: the worker loads ICU's display-name data while the route's module is fetched and evaluated. Not
// deferred to a task of its own: started so, 4 of 20 Lighthouse runs failed with NO_NAVSTART (0 of 13 started here).
const displayNamesWarm = warmDisplayNames();

/**
 * React Router 7 needs the current route's lazy modules in place before hydrating, or its first render would be the
 * HydrateFallback rather than the prerendered page; the language's catalog too, so the first render is synchronous.
 * The header names the language in that render (`Intl.DisplayNames`): it waits for ICU's data, loaded off the main
 * thread, rather than loading it in the middle of hydration.
 */
const resolveFirstRender = async () => {
  const matches = matchRoutes(routes, window.location) ?? [];
  // The route's import (with the links Vite's preload helper appends for its graph) and the catalog's start each in
  // a task of their own, not in the one that matched the routes (~120 ms at 4× CPU slowdown, all three together).
  await nextTask();
  const routeModules = Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  // A failure is awaited below; this only keeps it from being reported as unhandled while the next task comes.
  routeModules.catch(() => undefined);
  await nextTask();
  await Promise.all([
    displayNamesWarm,
    preloadCatalog(languageOfLocale(storage.cookies.get(LANGUAGE_COOKIE_NAME))),
    routeModules,
  ]);
};

const start = (container: HTMLElement, router: ReturnType<typeof createBrowserRouter>) => {
  const app = (
    <StrictMode>
      <PortalProvider fetcher={fetcher} storage={storage}>
        <PortalLanguageProvider>
          <RouterProvider router={router} />
        </PortalLanguageProvider>
      </PortalProvider>
    </StrictMode>
  );
  // The home page arrives prerendered (packages/web/scripts/prerender.mjs): adopt its markup, do not redraw it. In a
  // transition, hydration is rendered in time slices that yield to the browser, not in one long task; the markup is
  // on screen meanwhile. Every other page is drawn from scratch, also in a transition: its first render (the shell
  // and the page's loading state) is time-sliced too, instead of one long task, and shows when complete, as before.
  if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
  else {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
};

// Not a top-level await: that would split the first load into many more chunks (+9 KB gzip). A route module that
// fails to load stays lazy, and the router shows its error boundary once started.
// Three short tasks after the one that evaluated the entry's modules, not one long one: the route matching, the
// router's creation, then `hydrateRoot`/`createRoot` (React's event listeners on the root and the first scheduling).
void nextTask()
  .then(resolveFirstRender)
  .catch(() => undefined)
  .then(async () => {
    const router = createBrowserRouter(routes);
    await nextTask();
    start(root, router);
  });
