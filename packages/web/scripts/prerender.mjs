// Part of `npm run build`: writes dist/prerendered/home.{es,en,pt}.html, the home page drawn at build time in each
// language (spec 000 §4: the `ml` cookie picks it), so it paints before JavaScript runs; main.tsx hydrates it. And
// dist/prerendered/shell.{es,en,pt}.html, the header and footer every other page shows before its JavaScript runs;
// main.tsx draws the page over it; and dist/prerendered/shell.{route}.{es,en,pt}.html for the routes with a stand-in
// (app/entry-server.tsx: the hotel and house results pages' heading), which the portal's server picks by route; and
// each shell with a portal header in a signed-in user's form (`shell[.{route}].signed-in.{es,en,pt}.html`), which the
// server picks when the API says the navigation is a signed-in user's, and the home drawn for such a user
// (`home.signed-in.{es,en,pt}.html`). The home and a visitor's hotel results shells carry the product tour's step
// that page shows on a first visit (core's `tourStandInStep`).
import { execFile } from "node:child_process";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterFirstContentfulPaint, afterFirstPaint, heldPreload } from "./heldPreloads.mjs";

// The production build of react-dom/server: no development messages in the markup.
process.env.NODE_ENV = "production";

const web = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const serverBuild = resolve(web, "node_modules/.prerender");
const dist = resolve(web, "dist");
const LANGUAGES = ["es", "en", "pt"];
const HOME_MODULE = "src/home/HomePage/HomePageConnected.tsx";
/** The product tour's box (its stylesheet), whose step the home and the hotel results carry (`renderTourStandIn`). */
const TOUR_MODULE = "src/tour/ProductTour/ProductTourConnected.tsx";
/** The inline script that shows that step on a first visit, bundled on its own before the languages render. */
const TOUR_SCRIPT_MODULE = "src/tour/ProductTour/tourStandInScript.ts";
const tourScriptFile = resolve(serverBuild, "tourStandInScript.js");
/** The module that holds the router and the shell (the entry imports it). */
const SHELL_MODULE = "src/app/portal.tsx";
/** The shell's first script (`pageCallBundle.ts`): the home has no call that follows from its address. */
const PAGE_CALLS_SCRIPT = / *<script async src="(\/assets\/pageCalls-[^"]+\.js)"><\/script>\n?/;
/** Each route shell's first script (`writePageCallScripts`): a file under assets/, or null for none. */
const pageCallScriptsFile = resolve(serverBuild, "pageCallScripts.json");

const template = await readFile(resolve(dist, "index.html"), "utf8");
if (!template.includes('<div id="root"></div>')) throw new Error("prerender: dist/index.html lacks an empty #root");
if (!PAGE_CALLS_SCRIPT.test(template)) throw new Error("prerender: dist/index.html lacks the page calls' script");

/**
 * The stylesheets of `module` and what it imports (its own alone when not `deep`), which the client otherwise adds only
 * once its entry ran: linked in the head (then inlined) so the prerendered page is styled at first paint.
 */
const headOf = async (module, { deep = true } = {}) => {
  const manifest = JSON.parse(await readFile(resolve(dist, ".vite/manifest.json"), "utf8"));
  const chunks = new Set();
  const visit = (key) => {
    if (chunks.has(key) || manifest[key] === undefined) return;
    chunks.add(key);
    if (deep) for (const child of manifest[key].imports ?? []) visit(child);
  };
  visit(module);
  const links = [];
  for (const key of chunks) {
    const { css = [] } = manifest[key];
    for (const sheet of css) {
      if (!template.includes(`/${sheet}"`)) links.push(`<link rel="stylesheet" crossorigin href="/${sheet}">`);
    }
  }
  return links.map((link) => `    ${link}\n`).join("");
};

/**
 * Every Suspense boundary of the page must be complete: the parts whose code loads after the first paint show their
 * placeholder in the server render and in the hydrating one (web's `AfterHydration`), so nothing suspends here. A
 * boundary the server could not finish (`<!--$!-->`) would be redrawn on the client and reported as an error.
 */
const completeBoundaries = (html) => {
  if (html.includes("<!--$!-->")) {
    throw new Error("prerender: a Suspense boundary suspended on the server; load that part through AfterHydration");
  }
  return html;
};

const serverEntry = pathToFileURL(resolve(serverBuild, "entry-server.js")).href;

/**
 * The stylesheets inlined, so the first paint waits for no request; the entry (and its module graph) requested
 * after that paint, so neither the first frame waits for the graph's evaluation nor its downloads compete with it.
 * Each inlined sheet keeps its `<link>`, disabled: a disabled sheet is neither fetched nor applied, and Vite's preload
 * helper, which skips a chunk's stylesheet when a `link[rel=stylesheet]` with its address is in the document, does
 * not fetch and append it again when a lazily loaded chunk names it (that appended copy would cost a request and a
 * style recalculation of the whole page during load, and move the sheet after the others in the cascade).
 */
const inlineStylesheets = async (html) => {
  let page = html;
  for (const [link, href] of html.matchAll(/<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g)) {
    const css = (await readFile(resolve(dist, `.${href}`), "utf8")).trim();
    page = page.replace(link, `<style>${css}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`);
  }
  return page;
};

/**
 * A page as its first paint needs it: stylesheets inlined; a shell's preloads held and its `firstScript` (the page's
 * first calls, or null) started at its first contentful paint, before the entry (`heldPreloads.mjs`). The home's one
 * inline script (`afterFirstPaint`) imports the entry after the first paint (the home has no call that follows from
 * its address). A shell's (`afterFirstContentfulPaint`) first starts the shell's first script (`src/app/pageCalls.ts`,
 * built by web's `pageCallBundle.ts`), which reads the address with core's `pageFirstCalls` and sends the page's first
 * API calls before the entry runs; the page's transport takes their replies. Either goes at once in a hidden tab.
 */
const paintFirst = async (html, { preloadEntry = false, firstScript = null } = {}) => {
  const page = await inlineStylesheets(html);
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(page);
  if (entry === null) throw new Error("prerender: dist/index.html lacks its entry script");
  const withoutEntry = page.replace(entry[0], "");
  return (
    preloadEntry
      ? withoutEntry
          .replaceAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_link, href) => heldPreload(href))
          .replace("  </head>", `    ${heldPreload(entry[1])}\n  </head>`)
      : withoutEntry.replaceAll(/ *<link rel="modulepreload" crossorigin href="[^"]+">\n?/g, "")
  ).replace(
    "  </body>",
    `    <script type="module">${preloadEntry ? afterFirstContentfulPaint(entry[1], firstScript) : afterFirstPaint(entry[1])}</script>\n  </body>`,
  );
};

/** A page route's entry in the build's `.vite/route-preloads.json`: its address pattern, modules and stylesheets. */
const routeEntry = async (route) => {
  const map = JSON.parse(await readFile(resolve(dist, ".vite/route-preloads.json"), "utf8"));
  const entry = map.routes.find((each) => each.route === route);
  if (entry === undefined) throw new Error(`prerender: no route ${route} in .vite/route-preloads.json`);
  return entry;
};

/**
 * The stylesheets of a page route's graph (the build's `.vite/route-preloads.json`, web's `routePreloads.ts`) that
 * style its stand-in (they define one of its classes), as links for the head of that route's shell: inlined there like
 * the shell's own, so the stand-in is styled at first paint and the route asks for none of them again when its module
 * loads. The route's other sheets stay out: each inlined byte comes before the first paint.
 */
const standInStyles = async (route, standIn) => {
  const entry = await routeEntry(route);
  const classes = [...standIn.matchAll(/class="([^"]+)"/g)].flatMap((match) => match[1].split(/\s+/));
  const links = [];
  for (const sheet of entry.styles) {
    if (template.includes(`/${sheet}"`)) continue;
    const css = await readFile(resolve(dist, sheet), "utf8");
    if (classes.some((name) => css.includes(`.${name}{`) || css.includes(`.${name},`) || css.includes(`.${name} `)))
      links.push(`    <link rel="stylesheet" crossorigin href="/${sheet}">\n`);
  }
  if (links.length === 0) throw new Error(`prerender: no stylesheet of route ${route} styles its stand-in`);
  return links.join("");
};

/** Each link of `head` once (the shell's and a route's stylesheets overlap). */
const uniqueLines = (head) =>
  [...new Set(head.split("\n").filter((line) => line.trim() !== ""))].map((line) => `${line}\n`).join("");

/**
 * One language's home page and shells, or, with `session` "signedIn", its shells with a signed-in user's header
 * (`shell[.{route}].signed-in.{language}.html`) and its home drawn for such a user (`home.signed-in.{language}.html`:
 * a shell, not hydrated, so that a signed-in agent's home has its header from the first paint); run in its own
 * process (see below).
 */
const renderPage = async (language, session = "visitor") => {
  const { renderHome, renderShell, renderTourStandIn, standInRoutes, headerStandInRoutes } = await import(serverEntry);
  const withHead = (head, root) =>
    template
      .replace('<html lang="es">', `<html lang="${language}">`)
      .replace("  </head>", `${head}  </head>`)
      .replace('<div id="root"></div>', root);
  const { tourStandInStep } = await import("@travesia/core");
  // A tour step a page's document carries (core's `tourStandInStep`: the home's first, the hotel results' second),
  // outside the page, with the inline script that shows it on a first visit before the first paint (web's
  // `ProductTourStandIn`, `tourStandInScript.ts`).
  const tourStandIn = async (step) =>
    `${renderTourStandIn(language, step)}<script>${(await readFile(tourScriptFile, "utf8")).trim()}</script>`;
  // The home: the page React hydrates, then, outside it, the tour's first step.
  const writeHome = async () => {
    const home = completeBoundaries(await renderHome(language));
    const tour = await tourStandIn(tourStandInStep("/"));
    await writeFile(
      resolve(dist, "prerendered", `home.${language}.html`),
      await paintFirst(
        withHead(
          uniqueLines((await headOf(HOME_MODULE)) + (await headOf(TOUR_MODULE, { deep: false }))),
          `<div id="root">${home}</div>${tour}`,
        ).replace(PAGE_CALLS_SCRIPT, ""),
      ),
    );
  };
  // A shell's root: the markup shown until the first render replaces it, inert and aria-hidden (below).
  const shellRoot = (markup) => `<div id="root" data-shell=""><div inert="" aria-hidden="true">${markup}</div></div>`;
  // A signed-in user's home: the home as it is drawn for that user before the counters and the configuration come,
  // shown as a shell is (below) and replaced by the first render, which draws the same user from the record the server
  // writes in the head. The visitor's home, hydrated instead, would draw a visitor's header until the user call answers
  // and then grow the agent's second row, moving the page under a click.
  const writeSignedInHome = async () => {
    const home = completeBoundaries(await renderHome(language, "signedIn"));
    await writeFile(
      resolve(dist, "prerendered", `home.signed-in.${language}.html`),
      await paintFirst(
        withHead(uniqueLines(await headOf(HOME_MODULE)), shellRoot(home)).replace(PAGE_CALLS_SCRIPT, ""),
        { preloadEntry: true },
      ),
    );
  };
  // Every other page: the shell painted from the HTML, its stylesheets inlined, inert and aria-hidden (neither
  // focusable nor in the accessibility tree, as Playwright reads it too: for assistive technology and for tests the
  // page begins when the real one is drawn; an axe scan of the shell found no heading one), the entry imported after
  // that paint as on the home (the route's modules, which the server names in the head, held like the entry's graph
  // until that paint: `paintFirst`). Running the entry from the start instead had a later LCP on all four results
  // pages (Lighthouse, 5 runs each, 2026-11-28: e.g. hotel results 2,227 against 1,966 ms).
  const routeScripts = JSON.parse(await readFile(pageCallScriptsFile, "utf8"));
  const writeShell = async (file, route) => {
    const shell = completeBoundaries(await renderShell(language, route, session));
    // A route's shell starts its own first script (its segment's reader alone) at its first contentful paint, or none
    // when no call follows from the route's addresses; the plain shell index.html's, which reads every page's address.
    const script = route === undefined ? undefined : routeScripts[route];
    const firstScript =
      script === undefined ? (PAGE_CALLS_SCRIPT.exec(template)?.[1] ?? null) : script === null ? null : `/${script}`;
    const standIn = /<div class="page-stand-in">(.*?)<\/main>/s.exec(shell)?.[1] ?? "";
    // A visitor's shell of a route whose page shows a tour step (the hotel results' filters) carries that step, as
    // the home does, with the tour box's stylesheet; a signed-in user's, none (the tour of a user who signed in is
    // known only once the user call names them).
    const tourStep =
      route === undefined || session !== "visitor" ? null : tourStandInStep((await routeEntry(route)).pattern);
    const head =
      (await headOf(SHELL_MODULE)) +
      (route === undefined ? "" : await standInStyles(route, standIn)) +
      (tourStep === null ? "" : await headOf(TOUR_MODULE, { deep: false }));
    const tour = tourStep === null ? "" : await tourStandIn(tourStep);
    await writeFile(
      resolve(dist, "prerendered", file),
      await paintFirst(withHead(uniqueLines(head), `${shellRoot(shell)}${tour}`).replace(PAGE_CALLS_SCRIPT, ""), {
        preloadEntry: true,
        firstScript,
      }),
    );
  };
  if (session === "signedIn") {
    // The same shells for a user the API says is signed in: the portal's server picks them for such a navigation.
    await writeSignedInHome();
    await writeShell(`shell.signed-in.${language}.html`);
    for (const route of headerStandInRoutes) await writeShell(`shell.${route}.signed-in.${language}.html`, route);
    return;
  }
  await writeHome();
  await writeShell(`shell.${language}.html`);
  // The routes whose page has parts that follow from the route alone get a shell of their own, with those parts in
  // the page's place (entry-server's stand-ins); the portal's server picks it for a path of that route.
  for (const route of standInRoutes) await writeShell(`shell.${route}.${language}.html`, route);
};

/**
 * The first script of each route's shell (entry-server's `standInRoutes`), by the route's first address segment (the
 * build's `.vite/route-preloads.json` patterns): core's reader of that segment alone (`PAGE_FIRST_CALL_READERS`), built
 * once per segment into `assets/pageCalls.{segment}-{hash}.js`; null for a route whose segment no reader reads (no
 * call follows from its address: no script). A pattern whose first segment is a parameter keeps index.html's script.
 */
const writePageCallScripts = async ({ buildClassicScript, pageCallScriptEntry, pageCallScriptFile }) => {
  const { PAGE_FIRST_CALL_READERS } = await import("@travesia/core");
  // Read only, nothing rendered: the languages still render each in a process of its own.
  const { standInRoutes } = await import(serverEntry);
  const { routes } = JSON.parse(await readFile(resolve(dist, ".vite/route-preloads.json"), "utf8"));
  const bySegment = new Map();
  const byRoute = {};
  for (const { route, pattern } of routes.filter((each) => standInRoutes.includes(each.route))) {
    const segment = /^\/([A-Za-z][A-Za-z0-9]*)(?:\/|$)/.exec(pattern)?.[1];
    if (segment === undefined) continue;
    if (!Object.hasOwn(PAGE_FIRST_CALL_READERS, segment)) {
      byRoute[route] = null;
      continue;
    }
    if (!bySegment.has(segment)) {
      const code = await buildClassicScript(web, `src/app/pageCalls.${segment}.ts`, {
        entryCode: pageCallScriptEntry(web, segment),
      });
      const file = pageCallScriptFile(code, segment);
      await writeFile(resolve(dist, file), code);
      bySegment.set(segment, file);
    }
    byRoute[route] = bySegment.get(segment);
  }
  await writeFile(pageCallScriptsFile, JSON.stringify(byRoute));
};

const [, , flag, only, sessionFlag] = process.argv;
if (flag === "--language") {
  await renderPage(only, sessionFlag === "--signed-in" ? "signedIn" : "visitor");
} else {
  // Each language renders in a fresh process: a lazy widget loaded by an earlier render would otherwise be drawn in
  // full, while the client's first render shows its placeholder.
  await mkdir(resolve(dist, "prerendered"), { recursive: true });
  try {
    const bundle = await import("../pageCallBundle.ts");
    const { buildClassicScript } = bundle;
    const tourScript = await buildClassicScript(web, TOUR_SCRIPT_MODULE);
    if (tourScript.includes("</script")) throw new Error("prerender: the tour's inline script would end its element");
    await writeFile(tourScriptFile, tourScript);
    await writePageCallScripts(bundle);
    // A signed-in user's shells too, each language in a process of its own for the same reason (their header's lazy
    // counters and budget widget show their placeholders, as the client's first render does).
    await Promise.all(
      LANGUAGES.flatMap((language) =>
        [[], ["--signed-in"]].map((session) =>
          promisify(execFile)(process.execPath, [fileURLToPath(import.meta.url), "--language", language, ...session]),
        ),
      ),
    );
  } finally {
    await rm(serverBuild, { recursive: true, force: true });
  }
  console.log(
    `prerendered home and shells: ${LANGUAGES.map((language) => `{home,shell,shell.{route}}.${language}.html`).join(", ")}, and a signed-in user's home and shells`,
  );
}
