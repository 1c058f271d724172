import {
  BUDGET_DEADLINE_WINDOW_DAYS,
  budgetDeadlines,
  DeadlineDigestRequest,
  deadlineDigestDue,
  deadlineDigestMail,
  deadlineDigestScheduleIssues,
} from "@travesia/core";
import { Result } from "effect";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { listBudgets } from "../../db/budgetStore.js";
import {
  claimDeadlineDigest,
  findDeadlineDigest,
  type StoredDeadlineDigest,
  saveDeadlineDigest,
} from "../../db/deadlineDigestStore.js";
import type { DemoUser } from "../../db/demoUsers.js";
import { sendToOutbox } from "../../db/outboxStore.js";
import { demoLanguage } from "../../internal/demoRequest.js";
import { badField, badRequest, readJsonBody } from "../../internal/requestBody.js";
import { budgetView } from "../budgets.js";
import type { DemoEnv } from "../context.js";
import { notLoggedIn } from "../login.js";

/** Who the digest comes from (the demo's mails never leave the outbox). */
const DIGEST_SENDER = "vencimientos@travesia.demo";

/** Core's `DeadlineDigestReply` for a schedule (an agent who never set one has none, in UTC). */
const digestReply = (c: Context<DemoEnv>, digest: StoredDeadlineDigest | undefined) =>
  c.json({
    done: true,
    hour: digest?.hour ?? null,
    timeZone: digest?.timeZone ?? "UTC",
    lastSentDate: digest?.lastSentDate ?? null,
  });

/** Sends the user's digest to the outbox if their chosen hour of their day has come and today's has not gone. */
const sendDueDigest = (c: Context<DemoEnv>, user: DemoUser): void => {
  const demo = c.get("demo");
  const digest = findDeadlineDigest(demo.db, user.username);
  if (digest === undefined || digest.hour === null) return;
  const nowMs = demo.now().getTime();
  const schedule = { hour: digest.hour, timeZone: digest.timeZone };
  const due = deadlineDigestDue({ nowMs, schedule, lastSentDate: digest.lastSentDate });
  if (due === null || !claimDeadlineDigest(demo.db, user.username, due)) return;
  const budgets = listBudgets(demo.db, user.username).map((budget) => budgetView(demo.inventory, budget, nowMs));
  const deadlines = budgetDeadlines({ budgets, nowMs, timeZone: digest.timeZone });
  const mail = deadlineDigestMail({
    deadlines,
    language: demoLanguage(c),
    windowDays: BUDGET_DEADLINE_WINDOW_DAYS,
    timeZone: digest.timeZone,
    origin: new URL(c.req.url).origin,
  });
  sendToOutbox(
    demo.db,
    {
      from: DIGEST_SENDER,
      to: user.email,
      ...mail,
      hotelname: null,
      hotelUrl: null,
      productId: null,
      tripadvisor: false,
      attachmentId: null,
    },
    nowMs,
  );
};

/**
 * The daily digest goes when the agent is about: any call they make once their chosen hour has come sends that day's
 * digest to the outbox (the demo keeps no timers, so its clock stays the one a test passes in).
 */
export const deadlineDigestMiddleware: MiddlewareHandler<DemoEnv> = async (c, next) => {
  const user = c.get("user");
  if (user !== undefined) sendDueDigest(c, user);
  await next();
};

/**
 * The agent's daily digest of deadlines (ours): `GET api/budget/deadlineDigest` reads the schedule, `POST` with
 * `{hour, timeZone}` sets it (a null hour stops it). A login is needed (401); a bad hour or zone is a 400.
 */
export const deadlineDigestRoutes = new Hono<DemoEnv>()
  .get("/api/budget/deadlineDigest", (c) => {
    const user = c.get("user");
    if (user === undefined) return notLoggedIn(c);
    return digestReply(c, findDeadlineDigest(c.get("demo").db, user.username));
  })
  .post("/api/budget/deadlineDigest", async (c) => {
    const user = c.get("user");
    if (user === undefined) return notLoggedIn(c);
    const payload = await readJsonBody(c, DeadlineDigestRequest);
    if (Result.isFailure(payload)) return badRequest(c, payload.failure);
    const { hour, timeZone } = payload.success;
    const issue = deadlineDigestScheduleIssues({ hour: hour ?? 0, timeZone })[0];
    if (issue !== undefined) return badRequest(c, badField(issue.field, issue.reason));
    return digestReply(c, saveDeadlineDigest(c.get("demo").db, user.username, hour, timeZone));
  });
