import { Hono } from "hono";
import { type DemoDb, IN_MEMORY, openDemoDb } from "../db/openDemoDb.js";
import { createInventory, DEFAULT_INVENTORY_SEED } from "../inventory/inventory.js";
import { DEMO_BODY_MAX_BYTES, demoBodyLimit, SEARCH_BODY_MAX_BYTES, SEARCH_BODY_PATHS } from "./bodyLimits.js";
import type { DemoContext, DemoEnv } from "./context.js";
import { DemoEventHub } from "./eventHub.js";
import { isUploadPath, UPLOAD_BODY_MAX_BYTES } from "./imageUploads.js";
import { loginSessionMiddleware } from "./login.js";
import { activityRoutes } from "./routes/activities.js";
import { adminRoutes } from "./routes/admin.js";
import { adminContentRoutes } from "./routes/adminContent.js";
import { adminHotelRoutes } from "./routes/adminHotels.js";
import { adminMediaRoutes } from "./routes/adminMedia.js";
import { authRoutes } from "./routes/auth.js";
import { budgetRoutes } from "./routes/budget.js";
import { budgetShareRoutes } from "./routes/budgetShare.js";
import { bundleRoutes } from "./routes/bundles.js";
import { checkoutRoutes } from "./routes/checkout.js";
import { circuitRoutes } from "./routes/circuits.js";
import { currencyRoutes } from "./routes/currency.js";
import { deadlineDigestMiddleware, deadlineDigestRoutes } from "./routes/deadlineDigest.js";
import { documentRoutes } from "./routes/documents.js";
import { eventRoutes } from "./routes/events.js";
import { favouriteRoutes } from "./routes/favourite.js";
import { flightRoutes } from "./routes/flights.js";
import { hotelCompareRoutes } from "./routes/hotelCompare.js";
import { hotelRoutes } from "./routes/hotels.js";
import { houseRoutes } from "./routes/houses.js";
import { i18nRoutes } from "./routes/i18n.js";
import { imageRoutes } from "./routes/images.js";
import { locationRoutes } from "./routes/locations.js";
import { newsletterRoutes } from "./routes/newsletter.js";
import { outboxRoutes } from "./routes/outbox.js";
import { packageRoutes } from "./routes/packages.js";
import { portalRoutes } from "./routes/portal.js";
import { quoteRoutes } from "./routes/quote.js";
import { scenarioRoutes } from "./routes/scenario.js";
import { sessionRoutes } from "./routes/session.js";
import { tileRoutes } from "./routes/tiles.js";
import { tourRoutes } from "./routes/tour.js";
import { transferRoutes } from "./routes/transfers.js";
import { tripRoutes } from "./routes/trip.js";
import { userRoutes } from "./routes/user.js";
import { scenarioHeaderMiddleware } from "./scenario.js";
import { visitorMiddleware } from "./visitor.js";

/** How to build a demo API. Every field has a default so `createDemoApi()` just works. */
export interface DemoApiOptions {
  /** The demo clock. Defaults to the real clock. */
  readonly now?: () => Date;
  /**
   * Where saved state lives: a SQLite file path, `":memory:"` (the default: nothing survives the process), or an
   * open database the caller owns and closes.
   */
  readonly database?: string | DemoDb;
  /** Seed of the travel inventory: the same seed gives the same world and the same answers. */
  readonly seed?: number;
}

/**
 * The demo API as a Hono app: call `app.request(path, init)` in process, or serve it over HTTP with
 * {@link serveDemoApi}.
 */
export const createDemoApi = (options: DemoApiOptions = {}) => {
  const db = typeof options.database === "object" ? options.database : openDemoDb(options.database ?? IN_MEMORY);
  const demo: DemoContext = {
    now: options.now ?? (() => new Date()),
    visitorState: new Map(),
    db,
    events: new DemoEventHub(),
    inventory: createInventory(options.seed ?? DEFAULT_INVENTORY_SEED),
  };
  const app = new Hono<DemoEnv>();
  // Before anything reads a body: a 100 MB post must cost no more than its first 64 KB.
  for (const path of SEARCH_BODY_PATHS) app.use(path, demoBodyLimit(SEARCH_BODY_MAX_BYTES));
  const demoLimit = demoBodyLimit(DEMO_BODY_MAX_BYTES);
  const uploadLimit = demoBodyLimit(UPLOAD_BODY_MAX_BYTES);
  app.use("*", (c, next) => (isUploadPath(c.req.path) ? uploadLimit(c, next) : demoLimit(c, next)));
  app.use("*", async (c, next) => {
    c.set("demo", demo);
    await next();
  });
  app.use("*", visitorMiddleware);
  app.use("*", scenarioHeaderMiddleware);
  app.use("*", loginSessionMiddleware);
  app.use("*", deadlineDigestMiddleware);
  app.route("/", sessionRoutes);
  app.route("/", currencyRoutes);
  app.route("/", deadlineDigestRoutes);
  app.route("/", budgetShareRoutes);
  for (const routes of [authRoutes, userRoutes, i18nRoutes, portalRoutes, budgetRoutes, tripRoutes, favouriteRoutes]) {
    app.route("/", routes);
  }
  for (const routes of [
    newsletterRoutes,
    quoteRoutes,
    checkoutRoutes,
    documentRoutes,
    outboxRoutes,
    scenarioRoutes,
    eventRoutes,
  ]) {
    app.route("/", routes);
  }
  app.route("/", hotelRoutes);
  app.route("/", hotelCompareRoutes);
  app.route("/", flightRoutes);
  app.route("/", locationRoutes);
  app.route("/", imageRoutes);
  app.route("/", houseRoutes);
  app.route("/", activityRoutes);
  app.route("/", circuitRoutes);
  app.route("/", packageRoutes);
  app.route("/", bundleRoutes);
  app.route("/", tileRoutes);
  app.route("/", transferRoutes);
  app.route("/", adminRoutes);
  app.route("/", adminContentRoutes);
  app.route("/", adminHotelRoutes);
  app.route("/", adminMediaRoutes);
  app.route("/", tourRoutes);
  app.onError((error, c) => {
    // A bug must not look like a crash to the browser; the reason goes to the server log.
    console.error(error);
    return c.json({ done: false, error: "internal error" }, 500);
  });
  return app;
};

export type DemoApi = ReturnType<typeof createDemoApi>;
