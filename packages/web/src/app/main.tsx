import { type ReactElement, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { warmDisplayNames } from "../i18n/warmDisplayNames";
import { dropSpentPreloads } from "./dropSpentPreloads";
import "../styles/tokens.css";

dropSpentPreloads(document.head);

const root = document.getElementById("root");
if (root === null) throw new Error("index.html lacks #root");

/** Resolves in a task of its own: what follows runs after the browser has had the chance to do anything else. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Started first: the worker loads ICU's display-name data while the route's module is fetched and evaluated. Not
// deferred to a task of its own: started so, 4 of 20 Lighthouse runs failed with NO_NAVSTART (0 of 13 started here).
const displayNamesWarm = warmDisplayNames();

const start = (container: HTMLElement, app: ReactElement) => {
  // The home page arrives prerendered (packages/web/scripts/prerender.mjs): adopt its markup, do not redraw it. In a
  // transition, hydration is rendered in time slices that yield to the browser, not in one long task; the markup is
  // on screen meanwhile. Every other page is drawn from scratch, also in a transition: its first render (the shell
  // and the page's loading state) is time-sliced too, instead of one long task, and shows when complete, as before.
  // Any other page may arrive with the prerendered shell (`data-shell`): not adopted, it stays on screen until the
  // first render replaces it whole.
  if (container.hasChildNodes() && container.dataset.shell === undefined)
    startTransition(() => void hydrateRoot(container, app));
  else {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
};

// The entry evaluates React (and this module); the portal's modules (router, providers, shell, routes, catalogs)
// evaluate in a later task, once imported: two tasks instead of one. Not a top-level await: that would split the
// first load into many more chunks, and more bytes. Then short tasks, not one long one: the route matching, the route
// module's and the catalog's imports, the router's creation (`preparePortal`), then `hydrateRoot`/`createRoot`
// (React's event listeners on the root and the first scheduling).
void import("./portal")
  .then(({ preparePortal }) => preparePortal(displayNamesWarm))
  .then(async (app) => {
    await nextTask();
    start(root, app);
  });
