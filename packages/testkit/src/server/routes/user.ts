import { Hono } from "hono";
import { listBudgets } from "../../db/budgetStore.js";
import { DEMO_ALERTS, DEMO_BOOKINGS, DEMO_MESSAGES, demoNotificationCounters } from "../../db/demoActivity.js";
import { demoUserRecord } from "../../db/demoUsers.js";
import { isCalendarDate } from "../../internal/accountPayloads.js";
import { budgetView } from "../budgets.js";
import type { DemoContext, DemoEnv } from "../context.js";
import { countersOf } from "../counters.js";
import { notLoggedIn } from "../login.js";
import { currentPortalOf, portalMaintenance } from "../portalSettings.js";
import { DEMO_CURRENCIES, DEMO_LANGUAGE_OPTIONS } from "../preferences.js";
import { scenarioActive } from "../scenario.js";
import { visitorState } from "../visitor.js";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo clock's calendar day, `YYYY-MM-DD` (UTC). */
const demoToday = (demo: DemoContext): string => demo.now().toISOString().slice(0, 10);

const daysBefore = (today: string, days: number): string =>
  new Date(Date.parse(`${today}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/** The header's chat-with-representative popup (spec 000 §2: "title, message, action button"). */
const DEMO_CHAT = {
  title: "¿Necesitás ayuda?",
  message: "Escribinos y un representante de Travesía te responde en minutos.",
  actionLabel: "Chatear ahora",
  actionUrl: "https://wa.me/5491155550100",
} as const;

/** Links of the footer (and the header's help links). */
const DEMO_FOOTER_LINKS = [
  { label: "Quiénes somos", url: "/quienes-somos" },
  { label: "Términos y condiciones", url: "/terminos" },
  { label: "Política de privacidad", url: "/privacidad" },
  { label: "Preguntas frecuentes", url: "/ayuda" },
] as const;

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

/**
 * The current user and what the header shows (spec 000 §7 "Shared and session"): `GET /api/user`,
 * `/api/v2/header`, `/api/v2/footer`, `/api/v2/counters`, `/api/v2/currency/selected`,
 * `/mybookings/getTodayBookingCount`, `/alerts/summary`, `/inbox/msgCount/{date}/{onlyUnread}` and
 * `/api/get-defaulter-message` (spec 002 §7).
 */
export const userRoutes = new Hono<DemoEnv>()
  .get("/api/user", (c) => {
    if (scenarioActive(c, "user-fail")) return c.json({ done: false, error: "error al recuperar el usuario" }, 500);
    return c.json(demoUserRecord(c.get("user")));
  })
  .get("/api/v2/counters", (c) => {
    if (scenarioActive(c, "counters-fail")) return c.json({ done: false, error: "counters unavailable" }, 500);
    return c.json(countersOf(c.get("demo"), c.get("user")?.username));
  })
  .get("/api/v2/header", (c) => {
    if (scenarioActive(c, "counters-fail")) return c.json({ done: false, error: "header unavailable" }, 500);
    const demo = c.get("demo");
    const user = c.get("user");
    const portal = currentPortalOf(demo.db, user?.portalId);
    // The banner the back office set wins over the scenarios' stock texts; either turns it on.
    const saved = portalMaintenance(demo.db, portal.id);
    const freezing = saved.freezing || scenarioActive(c, "freezing");
    const show = freezing || saved.message !== "" || scenarioActive(c, "maintenance");
    const stock = freezing ? DEMO_MAINTENANCE.freezingMessage : DEMO_MAINTENANCE.message;
    const now = demo.now().getTime();
    const budgets = user === undefined ? [] : listBudgets(demo.db, user.username);
    return c.json({
      ...(user === undefined ? {} : { userName: `${user.firstName} ${user.lastName}` }),
      counters: countersOf(demo, user?.username),
      budgets: budgets.map((budget) => budgetView(demo.inventory, budget, now)),
      budgets_count: budgets.length,
      maintenance: {
        show,
        freezing,
        ...(show ? { message: saved.message === "" ? stock : saved.message } : {}),
      },
      chat: DEMO_CHAT,
      links: DEMO_FOOTER_LINKS,
      loggedIn: user !== undefined,
      portal: { id: String(portal.id), name: portal.name, portalType: portal.portalType },
      languages: DEMO_LANGUAGE_OPTIONS,
      currency: selectedCurrency(demo, c.get("visitorId")),
    });
  })
  .get("/api/v2/footer", (c) =>
    c.json({
      links: DEMO_FOOTER_LINKS,
      social: [
        { label: "Instagram", url: "https://www.instagram.com/" },
        { label: "Facebook", url: "https://www.facebook.com/" },
      ],
      copyright: `© ${c.get("demo").now().getUTCFullYear()} Travesía. Datos de demostración.`,
    }),
  )
  .get("/api/v2/currency/selected", (c) => c.json(selectedCurrency(c.get("demo"), c.get("visitorId"))))
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
    const today = demoToday(c.get("demo"));
    const alerts = DEMO_ALERTS.filter((alert) => alert.owner === user.username).map((alert) => ({
      id: String(alert.id),
      message: alert.title,
      type: "ALT" as const,
      date: today,
      level: alert.level,
    }));
    return c.json({ done: true, counts: demoNotificationCounters(user.username), alerts });
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
