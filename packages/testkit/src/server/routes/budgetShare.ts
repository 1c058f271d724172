import { randomBytes } from "node:crypto";
import {
  BudgetShareEmailRequest,
  BudgetShareNoPayload,
  budgetCustomerView,
  budgetCustomerViewPath,
  budgetShareMail,
  type CalendarDate,
  isLanguage,
  newShareLinkTimes,
  parseEmailAddress,
  revokeShareLink,
  SHARE_TOKEN_BYTES,
  shareLinkOpened,
  shareLinkState,
  shareTokenIssue,
} from "@travesia/core";
import { Result } from "effect";
import { type Context, Hono } from "hono";
import {
  findShareLink,
  latestShareLink,
  replaceShareLink,
  type StoredShareLink,
  saveShareLink,
} from "../../db/budgetShareLinkStore.js";
import { findBudget } from "../../db/budgetStore.js";
import { sendToOutbox } from "../../db/outboxStore.js";
import { demoLanguage } from "../../internal/demoRequest.js";
import { badField, badRequest, readJsonBody } from "../../internal/requestBody.js";
import { budgetView, ownedBudget } from "../budgets.js";
import type { DemoEnv } from "../context.js";

/** Who the customer's mail comes from (the demo's mails never leave the outbox). */
const SHARE_SENDER = "presupuestos@travesia.demo";

const isoOrNull = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

/** Core's `BudgetShareLink` for a stored link at `nowMs`. */
const linkReply = (link: StoredShareLink | undefined, nowMs: number) => ({
  done: true,
  link:
    link === undefined
      ? null
      : {
          token: link.token,
          state: shareLinkState(link, nowMs),
          createdAt: new Date(link.createdAtMs).toISOString(),
          expiresAt: new Date(link.expiresAtMs).toISOString(),
          revokedAt: isoOrNull(link.revokedAtMs),
          openedAt: isoOrNull(link.openedAtMs),
          lastOpenedAt: isoOrNull(link.lastOpenedAtMs),
          openCount: link.openCount,
        },
});

const noLink = (c: Context<DemoEnv>) =>
  c.json({ done: false, error: "El presupuesto no tiene un enlace activo." }, 404);

/**
 * The customer's link of a budget (ours). The agent's calls need a login (401) and the budget to be theirs (403):
 * `GET api/budget/shareLink/{id}` reads the latest link, `POST` makes a new one (revoking the one before),
 * `POST …/revoke` revokes it, `POST …/email` with `{to}` sends it to the customer's e-mail (the outbox).
 * `GET api/public/budget/{token}` needs no login: the customer's view while the link is active (each call recorded
 * as an opening), 400 with the reason for a malformed token, 404 for an unknown one, 410 once expired or revoked.
 */
export const budgetShareRoutes = new Hono<DemoEnv>()
  .get("/api/budget/shareLink/:id", (c) => {
    const owned = ownedBudget(c, c.req.param("id"));
    if (owned instanceof Response) return owned;
    const demo = c.get("demo");
    return c.json(linkReply(latestShareLink(demo.db, owned.budget.id), demo.now().getTime()));
  })
  .post("/api/budget/shareLink/:id", async (c) => {
    const owned = ownedBudget(c, c.req.param("id"));
    if (owned instanceof Response) return owned;
    const payload = await readJsonBody(c, BudgetShareNoPayload);
    if (Result.isFailure(payload)) return badRequest(c, payload.failure);
    const demo = c.get("demo");
    const nowMs = demo.now().getTime();
    // The token is the link's only secret: drawn from the system's secure generator, never from the demo's seed.
    const token = randomBytes(SHARE_TOKEN_BYTES).toString("base64url");
    const link = { token, budgetId: owned.budget.id, owner: owned.user.username, ...newShareLinkTimes(nowMs) };
    replaceShareLink(demo.db, link, nowMs);
    return c.json(linkReply(link, nowMs));
  })
  .post("/api/budget/shareLink/:id/revoke", async (c) => {
    const owned = ownedBudget(c, c.req.param("id"));
    if (owned instanceof Response) return owned;
    const payload = await readJsonBody(c, BudgetShareNoPayload);
    if (Result.isFailure(payload)) return badRequest(c, payload.failure);
    const demo = c.get("demo");
    const nowMs = demo.now().getTime();
    const link = latestShareLink(demo.db, owned.budget.id);
    if (link === undefined) return noLink(c);
    const revoked = { ...link, ...revokeShareLink(link, nowMs) };
    saveShareLink(demo.db, revoked);
    return c.json(linkReply(revoked, nowMs));
  })
  .post("/api/budget/shareLink/:id/email", async (c) => {
    const owned = ownedBudget(c, c.req.param("id"));
    if (owned instanceof Response) return owned;
    const payload = await readJsonBody(c, BudgetShareEmailRequest);
    if (Result.isFailure(payload)) return badRequest(c, payload.failure);
    const to = parseEmailAddress(payload.success.to);
    if (Result.isFailure(to)) return badRequest(c, badField("to", "expected an e-mail address"));
    const demo = c.get("demo");
    const nowMs = demo.now().getTime();
    const link = latestShareLink(demo.db, owned.budget.id);
    if (link === undefined || shareLinkState(link, nowMs) !== "active") return noLink(c);
    const asked = payload.success.language;
    const language = asked !== undefined && isLanguage(asked) ? asked : demoLanguage(c);
    const mail = budgetShareMail({
      language,
      title: owned.budget.title,
      customerName: `${owned.budget.firstName} ${owned.budget.lastName}`.trim(),
      url: `${new URL(c.req.url).origin}${budgetCustomerViewPath(link.token)}`,
    });
    sendToOutbox(
      demo.db,
      {
        from: SHARE_SENDER,
        to: payload.success.to.trim(),
        ...mail,
        hotelname: null,
        hotelUrl: null,
        productId: null,
        tripadvisor: false,
        attachmentId: null,
      },
      nowMs,
    );
    return c.json(linkReply(link, nowMs));
  })
  .get("/api/public/budget/:token", (c) => {
    const token = c.req.param("token");
    const issue = shareTokenIssue(token);
    if (issue !== null) return badRequest(c, badField("token", issue));
    const demo = c.get("demo");
    const link = findShareLink(demo.db, token);
    const budget = link === undefined ? undefined : findBudget(demo.db, link.budgetId);
    if (link === undefined || budget === undefined) return c.json({ done: false, error: "El enlace no existe." }, 404);
    const nowMs = demo.now().getTime();
    const state = shareLinkState(link, nowMs);
    if (state !== "active") return c.json({ done: false, state, error: "El enlace ya no está disponible." }, 410);
    saveShareLink(demo.db, { ...link, ...shareLinkOpened(link, nowMs) });
    const today = new Date(nowMs).toISOString().slice(0, 10);
    const view = budgetCustomerView({
      budget: budgetView(demo.inventory, budget, nowMs),
      today: today as CalendarDate,
      validUntil: new Date(link.expiresAtMs).toISOString(),
    });
    return c.json({ done: true, view });
  });
