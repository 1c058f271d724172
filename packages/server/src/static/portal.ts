import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import {
  fillPageStandIn,
  LANGUAGE_COOKIE_NAME,
  type Language,
  languageOfLocale,
  type PageFirstReply,
  pageFirstRepliesSignedIn,
  pageStandInHasReplySlots,
  tourStandInCalls,
} from "@travesia/core";
import type { Context, Hono, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import {
  type AnswerInProcess,
  answerFirstCalls,
  embedFirstReplies,
  firstCallsToAnswer,
  withFirstReplyValues,
} from "./firstReplies.js";
import { matchPageRoute, readRoutePreloadMap, routePreloadLinks, withHeadLinks } from "./routePreloads.js";

const MIME: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

/**
 * Whether a request is a browser navigation to a portal page rather than an API call.
 *
 * Several spec paths are both a page and a call (`/flightsHotels/packageDetails/{id}`): a navigation asks for
 * `text/html`, the portal's fetches ask for JSON. Paths under `/api/` and paths whose last segment has a file
 * extension (PDF downloads, images) are never pages.
 */
export const isPageNavigation = (method: string, path: string, accept: string | undefined): boolean => {
  if (method !== "GET" && method !== "HEAD") return false;
  if (path.startsWith("/api/") || extname(path) !== "") return false;
  return accept?.includes("text/html") ?? false;
};

/**
 * The page file a navigation gets, in the visitor's language (the `ml` cookie, es by default, spec 000 §4): the home
 * page prerendered for `/`; for every other page the prerendered shell (header and footer, drawn before JavaScript
 * runs), over which the router draws the page in the browser. `route`: the name of the page route the path matches
 * (the build's route map): the shell of that route, which a build writes for the routes whose page has parts that
 * follow from the route alone (web's `app/entry-server.tsx`); the server falls back to the plain shell when the build
 * has none for it. `signedIn`: the API said the navigation is a signed-in user's: the same shell with that user's
 * header (the build's `shell[.{route}].signed-in.{language}.html`), and for `/` the home drawn for a signed-in user
 * (`home.signed-in.{language}.html`).
 *
 * @example
 * portalPageFile("/", "en"); // "/prerendered/home.en.html"
 * portalPageFile("/", "en", undefined, true); // "/prerendered/home.signed-in.en.html"
 * portalPageFile("/mybudgets", undefined); // "/prerendered/shell.es.html"
 * portalPageFile("/hotel/results/MAD/2027-03-01/2027-03-05/2-0", "pt", "hotelResults"); // "/prerendered/shell.hotelResults.pt.html"
 * portalPageFile("/mybudgets/7", "en", "budgetDetail", true); // "/prerendered/shell.budgetDetail.signed-in.en.html"
 */
export const portalPageFile = (
  path: string,
  languageCookie: string | undefined,
  route?: string,
  signedIn = false,
): string => {
  const language: Language = languageOfLocale(languageCookie);
  const session = signedIn ? ".signed-in" : "";
  if (path === "/") return `/prerendered/home${session}.${language}.html`;
  // A route's name comes from the build's map: only a plain name may become part of a file's path.
  return route !== undefined && /^[A-Za-z][A-Za-z0-9-]*$/.test(route)
    ? `/prerendered/shell.${route}${session}.${language}.html`
    : `/prerendered/shell${session}.${language}.html`;
};

/** Of a page's first replies, the user's record alone (`GET /api/user`). */
const userRecordReplies = (replies: readonly PageFirstReply[] | undefined): readonly PageFirstReply[] =>
  (replies ?? []).filter((reply) => reply.method === "GET" && reply.path === "/api/user");

/** The page's path and query as the browser sent them (still percent-encoded), as the page's router reads them. */
const pageUrlOf = (url: string): string => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

/** The file an address names under the build's root, or undefined when it names none there (or is malformed). */
const fileKey = (root: string, urlPath: string): string | undefined => {
  try {
    const target = normalize(join(root, decodeURIComponent(urlPath)));
    return target.startsWith(root + sep) ? target : undefined;
  } catch {
    return undefined;
  }
};

const readIfFile = async (root: string, urlPath: string): Promise<Uint8Array | undefined> => {
  const target = normalize(join(root, decodeURIComponent(urlPath)));
  if (!target.startsWith(root + sep) && target !== root) return undefined;
  const info = await stat(target).catch(() => undefined);
  if (info === undefined || !info.isFile()) return undefined;
  return readFile(target);
};

/**
 * How long a browser keeps a file of the build. Hashed assets never change under their name; the site icon keeps its
 * name across deploys but is asked for again on every same-document navigation (each filter click), so a day; pages
 * and any other file are checked every time.
 */
const cacheControl = (path: string, immutable: boolean): string =>
  immutable
    ? "public, max-age=31536000, immutable"
    : /^\/favicon\.(png|svg|ico)$/.test(path)
      ? "public, max-age=86400"
      : "no-cache";

const send = (c: Context, body: Uint8Array, path: string, immutable: boolean, encoding?: "br") =>
  c.body(body as Uint8Array<ArrayBuffer>, 200, {
    "content-type": MIME[extname(path)] ?? "application/octet-stream",
    "content-length": String(body.byteLength),
    "cache-control": cacheControl(path, immutable),
    ...(encoding === undefined ? {} : { "content-encoding": encoding, vary: "accept-encoding" }),
  });

/**
 * Whether an `Accept-Encoding` header accepts `coding` (a listed coding, or `*`, without `q=0`).
 *
 * @example acceptsEncoding("gzip, deflate, br, zstd", "br") // true
 * acceptsEncoding("gzip, br;q=0", "br") // false
 */
export const acceptsEncoding = (header: string | undefined, coding: string): boolean =>
  (header ?? "").split(",").some((entry) => {
    const [name = "", ...parameters] = entry.split(";").map((part) => part.trim().toLowerCase());
    if (name !== coding && name !== "*") return false;
    const quality = parameters.find((parameter) => parameter.startsWith("q="));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });

/**
 * Serves the built portal in front of the API: hashed assets, other files of the build, the prerendered home page
 * in the visitor's language for `/`, and the prerendered shell (the page route's own when the build wrote one, else the
 * plain one, else `index.html`) for every other page navigation so
 * that the router shows the page (deep links survive reload and sharing). That page names, in its head, the modules
 * and stylesheets of the page's route (the build's `.vite/route-preloads.json`, read once at the first navigation: restart after a
 * rebuild), so that the browser fetches them with the entry rather than one import after another.
 * With `answer` (the API in process), a route shell whose stand-in shows values of the page's first replies (a hotel's
 * or a house's detail header) waits up to `FIRST_REPLIES_WAIT_MS` for those calls, shows their values and carries
 * the replies in its head for the page to adopt (`firstReplies.ts`); without it, or when they are late, the plain shell.
 */
export const portalMiddleware = (staticDir: string, answer?: AnswerInProcess): MiddlewareHandler => {
  const root = normalize(staticDir);
  let preloadMap: ReturnType<typeof readRoutePreloadMap> | undefined;
  // A hashed asset never changes under its name: read once (with its Brotli copy), then served from memory, so a page
  // load's hundred module requests cost the server no file system calls (on a shared machine that time is taken from
  // the browser drawing the page). Only files that exist are kept: a build's assets bound the memory (restart after a
  // rebuild, as for the route map).
  // Kept by the file they name, not by the address's spelling (`/assets/./a.js`, `/assets//a.js`), so that no address
  // makes a second copy.
  const assets = new Map<string, Promise<HashedAsset | undefined>>();
  const hashedAsset = (path: string): Promise<HashedAsset | undefined> => {
    const key = fileKey(root, path);
    if (key === undefined) return Promise.resolve(undefined);
    const known = assets.get(key);
    if (known !== undefined) return known;
    const loading = readIfFile(root, path).then(async (file) =>
      file === undefined ? undefined : { file, brotli: await readIfFile(root, `${path}.br`) },
    );
    void loading.then((asset) => (asset === undefined ? assets.delete(key) : undefined));
    assets.set(key, loading);
    return loading;
  };
  return async (c, next) => {
    const path = c.req.path;
    if (isPageNavigation(c.req.method, path, c.req.header("accept"))) {
      const languageCookie = getCookie(c, LANGUAGE_COOKIE_NAME);
      preloadMap ??= readRoutePreloadMap(root);
      const map = await preloadMap;
      const route = map === undefined || path === "/" ? undefined : matchPageRoute(map, path)?.route;
      // A build without the prerendered pages (or a `vite build` alone) still serves the portal from index.html; a
      // route without a shell of its own gets the plain shell, and so does a URL that does not give the values its
      // stand-in shows (the flight's city of an invalid flight results URL: core's `fillPageStandIn`).
      const readShell = async (route: string | undefined, signedIn: boolean) => {
        const file = await readIfFile(root, portalPageFile(path, languageCookie, route, signedIn));
        return file === undefined ? undefined : new TextDecoder().decode(file);
      };
      const visitorShell = route === undefined ? undefined : await readShell(route, false);
      // A stand-in that shows the first replies' values (a detail page's header) waits, briefly, for them; so does a
      // navigation that may be a signed-in user's, for the user's record (its shell then draws that user's header).
      const cookie = c.req.header("cookie");
      // The home's and the hotel results' documents carry a product tour step (core's `tourStandInCalls`), its texts
      // asked here, and, for a navigation that may be a signed-in user's, the user's record: such a user gets a home
      // of their own.
      const tourCalls = tourStandInCalls(path, languageOfLocale(languageCookie));
      const calls =
        answer === undefined
          ? []
          : [
              ...tourCalls,
              ...firstCallsToAnswer(
                new URL(c.req.url),
                cookie,
                path !== "/" && visitorShell !== undefined && pageStandInHasReplySlots(visitorShell),
              ),
            ];
      const replies =
        answer === undefined
          ? undefined
          : await answerFirstCalls((request) => answer(request, c.env), new URL(c.req.url), calls, cookie);
      const signedIn = replies !== undefined && pageFirstRepliesSignedIn(replies);
      const shell = (signedIn && route !== undefined ? await readShell(route, true) : undefined) ?? visitorShell;
      const withReplyValues =
        shell === undefined
          ? null
          : withFirstReplyValues(shell, new URL(c.req.url), replies, languageOfLocale(languageCookie));
      const filled =
        withReplyValues === null
          ? null
          : fillPageStandIn(withReplyValues, pageUrlOf(c.req.url), languageOfLocale(languageCookie));
      // Else the plain shell, a signed-in user's with that user's name, or a visitor's.
      const signedInPlain = filled !== null || !signedIn ? undefined : await readShell(undefined, true);
      const plainShell =
        (signedInPlain === undefined
          ? null
          : withFirstReplyValues(signedInPlain, new URL(c.req.url), replies, languageOfLocale(languageCookie))) ??
        (filled !== null ? undefined : await readShell(undefined, false));
      // The plain shell carries the user's record it was chosen by: the page's first render draws that user. So does a
      // visitor's, when the API answered it: a guest's or refused session's record corrects, before the first render,
      // a 'user is logged' flag left from a session that has ended (a signed-in header drawn, then shrunk). Not the
      // visitor's home: hydrated, its first render must draw the visitor's markup it adopts.
      // Never the tour's texts: the document shows them already, and the tour asks for them when it comes.
      const embedded = (
        filled !== null
          ? (replies ?? [])
          : path === "/" && signedInPlain === undefined
            ? []
            : userRecordReplies(replies)
      ).filter((reply) => !tourCalls.some((call) => call.path === reply.path));
      // The home's tour texts, or empty ones that its inline script never shows (no reply, or a late one).
      const pageHtml =
        filled ??
        (path === "/" && plainShell !== undefined
          ? (withFirstReplyValues(plainShell, new URL(c.req.url), replies, languageOfLocale(languageCookie)) ??
            plainShell)
          : plainShell);
      const prerendered =
        pageHtml === undefined ? undefined : new TextEncoder().encode(embedFirstReplies(pageHtml, embedded));
      const page = prerendered ?? (await readIfFile(root, "/index.html"));
      if (page !== undefined) {
        // The prerendered markup depends on the language cookie: caches must keep one copy per cookie. So does the
        // catalog preloaded for a page in English or Portuguese.
        c.header("vary", "cookie");
        // The home page loads its modules after its first paint (packages/web/scripts/prerender.mjs).
        const text = prerendered !== undefined && path === "/" ? undefined : new TextDecoder().decode(page);
        // Else the page's modules and stylesheets.
        const links =
          map === undefined || text === undefined
            ? ""
            : routePreloadLinks(map, path, languageOfLocale(languageCookie), text);
        const response = send(
          c,
          text === undefined ? page : new TextEncoder().encode(withHeadLinks(text, links)),
          "/index.html",
          false,
        );
        // Replies answered with the visitor's cookie are the visitor's, and so is a signed-in user's header: no shared
        // cache keeps them.
        if (embedded.length > 0) response.headers.set("cache-control", "private, no-cache");
        return response;
      }
    } else if (
      (c.req.method === "GET" || c.req.method === "HEAD") &&
      extname(path) !== "" &&
      !path.startsWith("/api/")
    ) {
      const immutable = path.startsWith("/assets/");
      const asset = immutable && extname(path) !== ".br" ? await hashedAsset(path) : undefined;
      // The build's Brotli copy of a hashed asset (web's `scripts/precompress.mjs`), for a browser that takes it; any
      // other file, or another browser, gets the file itself (which the compression middleware gzips).
      if (asset?.brotli !== undefined && acceptsEncoding(c.req.header("accept-encoding"), "br"))
        return send(c, asset.brotli, path, true, "br");
      const file = asset?.file ?? (await readIfFile(root, path));
      if (file !== undefined) return send(c, file, path, immutable);
    }
    await next();
  };
};

/** A hashed asset of the build and the Brotli copy the build wrote beside it, if any. */
interface HashedAsset {
  readonly file: Uint8Array;
  readonly brotli: Uint8Array | undefined;
}

/** Mounts the portal's static files in front of an API app. */
export const withPortal = <A extends Hono>(app: A, staticDir: string): A => {
  app.use(
    "*",
    portalMiddleware(staticDir, (request) => app.fetch(request)),
  );
  return app;
};
