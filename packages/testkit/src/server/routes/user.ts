import { Hono } from "hono";
import { countBudgets } from "../../db/budgetStore.js";
import {
  DEMO_ALERTS,
  DEMO_BOOKINGS,
  DEMO_MESSAGES,
  type DemoMessage,
  demoNotificationCounters,
} from "../../db/demoActivity.js";
import { DEFAULT_PORTAL_ID, DEMO_PORTALS } from "../../db/demoPortals.js";
import { type DemoUser, publicDemoUser } from "../../db/demoUsers.js";
import type { DemoContext, DemoEnv } from "../context.js";
import { scenarioActive } from "../scenario.js";
import { visitorState } from "../visitor.js";
import { notLoggedIn } from "./auth.js";
import { DEMO_CURRENCIES } from "./currency.js";
import { DEMO_LANGUAGE_OPTIONS } from "./i18n.js";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo clock's calendar day, `YYYY-MM-DD` (UTC). */
export const demoToday = (demo: DemoContext): string => demo.now().toISOString().slice(0, 10);

const daysBefore = (today: string, days: number): string =>
  new Date(Date.parse(`${today}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/** A user's unread inbox messages: the 'you' event's list. */
export const unreadMessagesOf = (username: string): Pick<DemoMessage, "id" | "subject">[] =>
  DEMO_MESSAGES.filter((message) => message.owner === username && !message.read).map(({ id, subject }) => ({
    id,
    subject,
  }));

/**
 * A user's counters (spec 000 §3: "Counters: bookings, alerts, budgets, messages; notification counters of type
 * NOT, ALT, CRD with quantity or unread"). An anonymous visitor has all zeros.
 */
export const countersOf = (demo: DemoContext, username: string | undefined) => {
  if (username === undefined) {
    return {
      bookings: 0,
      alerts: 0,
      budgets: 0,
      messages: 0,
      notifications: demoNotificationCounters(""),
    };
  }
  return {
    bookings: DEMO_BOOKINGS.filter((booking) => booking.owner === username).length,
    alerts: DEMO_ALERTS.filter((alert) => alert.owner === username).length,
    budgets: countBudgets(demo.db, username),
    messages: unreadMessagesOf(username).length,
    notifications: demoNotificationCounters(username),
  };
};

/** The record `GET /api/user` answers: the user without the password, or a guest for an anonymous visitor. */
export const userRecord = (user: DemoUser | undefined) =>
  user === undefined
    ? {
        id: 0,
        username: "",
        firstName: "",
        lastName: "",
        email: "",
        portalId: DEFAULT_PORTAL_ID,
        portalType: "B2C" as const,
        agency: null,
        products: ["air", "htl", "act", "trf"],
        outOfLimit: false,
        onlyWithoutCancellationFees: false,
        guest: true,
      }
    : (() => {
        const { arrears: _arrears, ...rest } = publicDemoUser(user);
        return { ...rest, guest: false };
      })();

/** Maintenance texts of the header (B2B users see the banner; freezing blocks the screen). */
export const DEMO_MAINTENANCE = {
  message:
    "El sistema estará en mantenimiento hoy de 23:00 a 02:00 (hora de Buenos Aires). Algunas funciones pueden no estar disponibles.",
  freezingMessage: "Estamos realizando tareas de mantenimiento. La operación está suspendida por unos minutos.",
} as const;

const selectedCurrency = (demo: DemoContext, visitorId: string) => {
  const chosen = visitorState(demo, visitorId).get("currency");
  return (
    DEMO_CURRENCIES.find((currency) => currency.id === chosen) ??
    DEMO_CURRENCIES.find((currency) => currency.defaultCurrency) ??
    DEMO_CURRENCIES[0]
  );
};

const VALID_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (date: string) =>
  VALID_DATE.test(date) && new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date;

/**
 * The current user and what the header shows (spec 000 §7 "Shared and session"): `GET /api/user`,
 * `/api/v2/header`, `/api/v2/footer`, `/api/v2/counters`, `/api/v2/currency/selected`,
 * `/mybookings/getTodayBookingCount`, `/alerts/summary`, `/inbox/msgCount/{date}/{onlyUnread}` and
 * `/api/get-defaulter-message` (spec 002 §7).
 */
export const userRoutes = new Hono<DemoEnv>()
  .get("/api/user", (c) => {
    if (scenarioActive(c, "user-fail")) return c.json({ done: false, error: "error al recuperar el usuario" }, 500);
    return c.json({ done: true, user: userRecord(c.get("user")) });
  })
  .get("/api/v2/counters", (c) => {
    if (scenarioActive(c, "counters-fail")) return c.json({ done: false, error: "counters unavailable" }, 500);
    return c.json({ done: true, counters: countersOf(c.get("demo"), c.get("user")?.username) });
  })
  .get("/api/v2/header", (c) => {
    if (scenarioActive(c, "counters-fail")) return c.json({ done: false, error: "header unavailable" }, 500);
    const demo = c.get("demo");
    const user = c.get("user");
    const portal = DEMO_PORTALS.find((known) => known.id === (user?.portalId ?? DEFAULT_PORTAL_ID));
    const freezing = scenarioActive(c, "freezing");
    const active = freezing || scenarioActive(c, "maintenance");
    return c.json({
      done: true,
      loggedIn: user !== undefined,
      user:
        user === undefined
          ? null
          : { id: user.id, firstName: user.firstName, lastName: user.lastName, agency: user.agency },
      portal: {
        id: portal?.id ?? DEFAULT_PORTAL_ID,
        name: portal?.name ?? "Travesía",
        portalType: portal?.portalType ?? "B2C",
      },
      counters: countersOf(demo, user?.username),
      budgets_count: user === undefined ? 0 : countBudgets(demo.db, user.username),
      maintenance: {
        active,
        freezing,
        message: freezing ? DEMO_MAINTENANCE.freezingMessage : active ? DEMO_MAINTENANCE.message : "",
      },
      languages: DEMO_LANGUAGE_OPTIONS,
      currency: selectedCurrency(demo, c.get("visitorId")),
    });
  })
  .get("/api/v2/footer", (c) =>
    c.json({
      done: true,
      links: [
        { label: "Quiénes somos", href: "/quienes-somos" },
        { label: "Términos y condiciones", href: "/terminos" },
        { label: "Política de privacidad", href: "/privacidad" },
        { label: "Preguntas frecuentes", href: "/ayuda" },
      ],
      contact: { phone: "+54 11 5555-0100", email: "ayuda@travesia.example.com" },
      copyright: `© ${c.get("demo").now().getUTCFullYear()} Travesía. Datos de demostración.`,
    }),
  )
  .get("/api/v2/currency/selected", (c) =>
    c.json({ done: true, currency: selectedCurrency(c.get("demo"), c.get("visitorId")) }),
  )
  .get("/mybookings/getTodayBookingCount", (c) => {
    const user = c.get("user");
    if (user === undefined) return notLoggedIn(c);
    const totalItems = DEMO_BOOKINGS.filter(
      (booking) => booking.owner === user.username && booking.bookedDaysAgo === 0,
    ).length;
    return c.json({ done: true, count: { totalItems } });
  })
  .get("/alerts/summary", (c) => {
    const user = c.get("user");
    if (user === undefined) return notLoggedIn(c);
    const alerts = DEMO_ALERTS.filter((alert) => alert.owner === user.username).map(
      ({ owner: _owner, ...alert }) => alert,
    );
    return c.json({ done: true, counts: { total: alerts.length, unread: alerts.length }, alerts });
  })
  .get("/inbox/msgCount/:date/:onlyUnread", (c) => {
    const user = c.get("user");
    const date = c.req.param("date");
    const onlyUnread = c.req.param("onlyUnread");
    if (!isCalendarDate(date)) {
      return c.json({ done: false, error: "date: expected a calendar date YYYY-MM-DD", field: "date" }, 400);
    }
    if (onlyUnread !== "true" && onlyUnread !== "false") {
      return c.json({ done: false, error: "onlyUnread: expected true or false", field: "onlyUnread" }, 400);
    }
    if (user === undefined) return notLoggedIn(c);
    const today = demoToday(c.get("demo"));
    const totalItems = DEMO_MESSAGES.filter(
      (message) =>
        message.owner === user.username &&
        daysBefore(today, message.daysAgo) >= date &&
        (onlyUnread === "false" || !message.read),
    ).length;
    return c.json({ done: true, msgCount: { totalItems } });
  })
  .get("/api/get-defaulter-message", (c) => {
    if (scenarioActive(c, "arrears-fail")) return c.json({ error: true, messages: [] }, 500);
    const user = c.get("user");
    const messages =
      user !== undefined && user.arrears.length > 0
        ? user.arrears
        : scenarioActive(c, "arrears")
          ? [
              {
                message:
                  "Su agencia registra facturas vencidas. Regularice su saldo para evitar la suspensión del crédito.",
                msgLevel: "warning" as const,
              },
            ]
          : [];
    return c.json({ error: false, messages });
  });
