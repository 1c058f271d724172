import { Hono } from "hono";
import type { DemoPortal } from "../../db/demoPortals.js";
import type { DemoEnv } from "../context.js";
import { currentPortalById } from "../portalSettings.js";
import { scenarioActive } from "../scenario.js";

/** Page codes with a home background image, and the two colours of each (a gradient, like a dusk photo). */
const HOME_IMAGE_PAGES = {
  home: ["#0b4f6c", "#f4a259"],
  hotels: ["#1d3557", "#e76f51"],
  houses: ["#2a9d8f", "#e9c46a"],
  flights: ["#023e8a", "#90e0ef"],
  flightsHotels: ["#3a0ca3", "#f72585"],
  bundles: ["#386641", "#f2e8cf"],
  activities: ["#9c6644", "#ede0d4"],
  transfers: ["#495057", "#ced4da"],
  circuits: ["#6a040f", "#ffba08"],
} as const satisfies Record<string, readonly [string, string]>;

type HomeImagePage = keyof typeof HOME_IMAGE_PAGES;

const VARIANTS = ["desktop", "tablet", "mobile", "es", "en", "pt"] as const;
const SIZES = { desktop: [1600, 600], tablet: [1000, 500], mobile: [640, 400], original: [2400, 900] } as const;

const isPage = (page: string): page is HomeImagePage => Object.hasOwn(HOME_IMAGE_PAGES, page);

const imageUrls = (page: HomeImagePage, variant: string) => {
  const size = variant === "tablet" || variant === "mobile" ? variant : "desktop";
  return { image: `/images/home/${page}-${size}.svg`, original: `/images/home/${page}-original.svg` };
};

/** A small SVG background: a two-colour gradient with soft hills, no text (the search box sits on top of it). */
const homeImageSvg = (page: HomeImagePage, size: keyof typeof SIZES): string => {
  const [from, to] = HOME_IMAGE_PAGES[page];
  const [width, height] = SIZES[size];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${page}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<path d="M0 ${height * 0.78} Q ${width * 0.25} ${height * 0.62} ${width * 0.5} ${height * 0.76} T ${width} ${height * 0.7} V ${height} H 0 Z" fill="${from}" opacity="0.35"/>
<path d="M0 ${height * 0.88} Q ${width * 0.3} ${height * 0.8} ${width * 0.6} ${height * 0.9} T ${width} ${height * 0.86} V ${height} H 0 Z" fill="${from}" opacity="0.55"/>
</svg>`;
};

/**
 * Core's `PortalConfigReply`: the portal's id as a string, every feature flag, and the feature groups as a list
 * (`all` or `go`, plus the portal type).
 */
const portalConfigReply = ({ id, features, name, ...flags }: DemoPortal) => ({
  id: String(id),
  name,
  ...flags,
  featureGroups: [features, flags.portalType],
  allowSupplierSelection: flags.portalType === "B2B",
  showSegmentsTypesFilter: flags.portalType === "B2B",
  voucherNewFlow: true,
  // The demo sells circuits on every portal.
  enableCircuits: true,
});

const IMAGE_FILE = /^([A-Za-z]+)-(desktop|tablet|mobile|original)\.svg$/;

/**
 * Portal configuration and images (spec 000 §7): `GET /api/portal/config/{id}` (id, or `B2B`/`B2C`/`GO`),
 * `GET /api/portal/getHomeSearchImage/{pageCode}/{deviceType or lang}`, `GET /api/portal/getMainImage/{page}`
 * (reply `done, imgUrl{image, original}`), and the SVG backgrounds they point at under `/images/home/`.
 */
export const portalRoutes = new Hono<DemoEnv>()
  .get("/api/portal/config/:id", (c) => {
    // Read on every call, from what the back office saved: a switch changed there shows on the next page load.
    const portal = currentPortalById(c.get("demo").db, c.req.param("id"));
    if (portal === undefined) return c.json({ done: false, error: `id: unknown portal "${c.req.param("id")}"` }, 404);
    return c.json(portalConfigReply(portal));
  })
  .get("/api/portal/getHomeSearchImage/:pageCode/:variant", (c) => {
    if (scenarioActive(c, "home-image-fail")) return c.json({ done: false, error: "image unavailable" }, 500);
    const page = c.req.param("pageCode");
    const variant = c.req.param("variant");
    if (!(VARIANTS as readonly string[]).includes(variant)) {
      return c.json(
        { done: false, error: `deviceType: expected one of ${VARIANTS.join(", ")}`, field: "deviceType" },
        400,
      );
    }
    if (!isPage(page)) return c.json({ done: false, error: `pageCode: unknown page "${page}"` }, 404);
    return c.json({ done: true, imgUrl: imageUrls(page, variant) });
  })
  .get("/api/portal/getMainImage/:page", (c) => {
    if (scenarioActive(c, "home-image-fail")) return c.json({ done: false, error: "image unavailable" }, 500);
    const page = c.req.param("page");
    if (!isPage(page)) return c.json({ done: false, error: `page: unknown page "${page}"` }, 404);
    return c.json({ done: true, imgUrl: imageUrls(page, "desktop") });
  })
  .get("/images/home/:file", (c) => {
    const match = IMAGE_FILE.exec(c.req.param("file"));
    const page = match?.[1];
    const size = match?.[2] as keyof typeof SIZES | undefined;
    if (page === undefined || size === undefined || !isPage(page)) return c.notFound();
    return c.body(homeImageSvg(page, size), 200, {
      "content-type": "image/svg+xml",
      "cache-control": "public, max-age=86400",
    });
  });
