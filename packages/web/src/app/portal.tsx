import { LANGUAGE_COOKIE_NAME, languageOfLocale, PAGE_FIRST_REPLIES_ID } from "@travesia/core";
import { afterThisTask, browserStorage, createPortalWorld, PortalProvider, type PortalWorld } from "@travesia/hooks";
import { type ReactElement, StrictMode } from "react";
import { createBrowserRouter, matchRoutes, RouterProvider } from "react-router-dom";
import { preloadCatalog } from "../i18n/loadCatalog";
import { PortalLanguageProvider } from "../i18n/PortalLanguage";
import { documentCarriesReply, takeDocumentReply } from "./documentReplies";
import { loadFirstPage, withinDocumentRepliesWait } from "./loadFirstPage";
import { adoptingPageCalls } from "./pageCallsHolder";
import { portalFetcher } from "./portalFetcher";
import { routes } from "./routes";

/**
 * The portal as the browser entry (`main.tsx`) renders it: the router, the providers and everything they import. A
 * module of its own, imported by the entry once React is evaluated, so that the first load's modules evaluate in two
 * tasks (React and the entry; then this graph) rather than one long one.
 */

const storage = browserStorage();

const ownFetcher = portalFetcher();

/**
 * The portal's fetcher: a request equal to one the shell's first script sent (`pageCalls.ts`, the page's first calls)
 * takes its reply (`pageCallsHolder.ts`); any other goes out. A reply the document holds is taken here
 * (`documentReplies.ts`: each once) for a request that script did not start: before it ran, or one it does not send
 * (an agent's activity search, with no local 'user is logged' flag).
 */
const fetcher = adoptingPageCalls((path, init) => takeDocumentReply(path, init) ?? ownFetcher(path, init));

/** A key no code stores: reading it only makes the browser load the storage area. */
const WARM_KEY = "__travesia_warm__";

/**
 * Loads localStorage and sessionStorage, each in a task of its own. The first touch of a storage area waits for the
 * browser to load it (`browserStorage`), mostly waiting rather than computing: left to the first reader, that wait fell
 * inside the hotel box's first render (recent destinations, saved filters) and made most of a long task of the
 * home's load. Started once the portal's element is ready, while hydration is time-sliced: a short task among its slices.
 */
const warmStorage = async () => {
  await afterThisTask();
  storage.local.getItem(WARM_KEY);
  await afterThisTask();
  storage.session.getItem(WARM_KEY);
};

/** Resolves in a task of its own: what follows runs after the browser has had the chance to do anything else. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * React Router 7 needs the current route's lazy modules in place before hydrating, or its first render would be the
 * HydrateFallback rather than the prerendered page; the language's catalog too, so the first render is synchronous.
 * The header names the language in that render (`Intl.DisplayNames`): it waits for ICU's data, loaded off the main
 * thread, rather than loading it in the middle of hydration.
 */
const resolveFirstRender = async (displayNamesWarm: Promise<void>, world: PortalWorld) => {
  const matches = matchRoutes(routes, window.location) ?? [];
  const url = window.location.pathname + window.location.search;
  // The route's import (with the links Vite's preload helper appends for its graph) and the catalog's start each in
  // a task of their own, not in the one that matched the routes (all three together made one long task).
  await nextTask();
  const routeModules = loadFirstPage(matches, url, world, document.getElementById(PAGE_FIRST_REPLIES_ID) !== null);
  const user = documentCarriesReply("/api/user") ? adoptDocumentUserWithin(world) : undefined;
  // A failure is awaited below; this only keeps it from being reported as unhandled while the next task comes.
  routeModules.catch(() => undefined);
  await nextTask();
  await Promise.all([
    displayNamesWarm,
    preloadCatalog(languageOfLocale(storage.cookies.get(LANGUAGE_COOKIE_NAME))),
    routeModules,
    user,
  ]);
};

/** The document's user's record in the user store (`documentUser.ts`), as the page's prefetch takes its replies. */
const adoptDocumentUserWithin = (world: PortalWorld): Promise<unknown> =>
  withinDocumentRepliesWait(import("./documentUser").then(({ adoptDocumentUser }) => adoptDocumentUser(world)));

/**
 * Resolves, in a task after the one that evaluated this module, to the portal's element once its first render can be
 * synchronous (see `resolveFirstRender`); the router is created in a task of its own. `displayNamesWarm` is the
 * entry's `warmDisplayNames()`, started before this module was even requested.
 */
export const preparePortal = async (displayNamesWarm: Promise<void>): Promise<ReactElement> => {
  await nextTask();
  const world = createPortalWorld({ fetcher, storage });
  // A route module that fails to load stays lazy, and the router shows its error boundary once started.
  await resolveFirstRender(displayNamesWarm, world).catch(() => undefined);
  const router = createBrowserRouter(routes);
  void warmStorage();
  return (
    <StrictMode>
      <PortalProvider world={world}>
        <PortalLanguageProvider>
          <RouterProvider router={router} />
        </PortalLanguageProvider>
      </PortalProvider>
    </StrictMode>
  );
};
