import { timeSince } from "@travesia/core";
import { Result } from "effect";
import { type Context, Hono } from "hono";
import {
  addBudgetItem,
  createBudget,
  deleteBudget,
  findBudget,
  listBudgets,
  type StoredBudget,
} from "../../db/budgetStore.js";
import type { DemoUser } from "../../db/demoUsers.js";
import {
  AddProductPayload,
  BudgetCreatePayload,
  BudgetFilterPayload,
  BudgetSearchPayload,
  PRODUCT_PERMISSION,
} from "../../internal/accountPayloads.js";
import { rateNeedsCancellationFees } from "../../internal/inventoryFacts.js";
import { badRequest, positiveId, readJsonBody } from "../../internal/requestBody.js";
import type { DemoEnv } from "../context.js";
import { scenarioActive } from "../scenario.js";
import { notLoggedIn } from "./auth.js";
import { publishCounters } from "./events.js";

/** Budgets per page of `search` and `filter`. */
export const BUDGET_PAGE_SIZE = 10;

/** Spec 000 §8 texts the server sends. */
export const BUDGET_MESSAGES = {
  noActiveBudget: "Actualmente no existe ningún presupuesto activo",
  addFailed: "Hubo un pequeño problema al agregar este servicio... ¿Podrías intentarlo de nuevo?",
  listFailed: "No se pudieron recuperar los presupuestos",
  /** Spec 000 §6. */
  foreign: "No tiene permisos para recuperar el presupuesto activo.",
  notFound: "El presupuesto no existe.",
} as const;

/** A duplicate title for the same customer: the server message of spec 000 §8 "Budget create 409". */
export const duplicateBudgetMessage = (title: string, firstName: string, lastName: string) =>
  `Ya existe un presupuesto "${title}" para ${firstName} ${lastName}.`;

/** A budget or trip as the API shows it (spec 000 §3: "quotationId, title, firstName, lastName, comments, timeFromNow, items"). */
export const budgetView = (budget: StoredBudget, now: number) => ({
  quotationId: budget.id,
  kind: budget.kind,
  title: budget.title,
  firstName: budget.firstName,
  lastName: budget.lastName,
  comments: budget.comments,
  isoCountryCode: budget.isoCountryCode,
  createdAt: new Date(budget.createdAt).toISOString(),
  updatedAt: new Date(budget.updatedAt).toISOString(),
  timeFromNow: timeSince(budget.updatedAt, now),
  items: budget.items.map((item) => ({ ...item, addedAt: new Date(item.addedAt).toISOString() })),
});

/**
 * The budget or trip `id` if the current user owns it; otherwise the reply to send (401, 400, 404 or 403).
 */
export const ownedBudget = (
  c: Context<DemoEnv>,
  rawId: string | undefined,
  field = "id",
): { readonly user: DemoUser; readonly budget: StoredBudget } | Response => {
  const user = c.get("user");
  if (user === undefined) return notLoggedIn(c);
  const id = positiveId(field, rawId);
  if (Result.isFailure(id)) return badRequest(c, id.failure);
  const budget = findBudget(c.get("demo").db, id.success);
  if (budget === undefined) return c.json({ done: false, error: BUDGET_MESSAGES.notFound }, 404);
  if (budget.owner !== user.username) return c.json({ done: false, error: BUDGET_MESSAGES.foreign }, 403);
  return { user, budget };
};

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

const page = (c: Context<DemoEnv>, budgets: readonly StoredBudget[], currentPage: number) => {
  const now = c.get("demo").now().getTime();
  const countPages = Math.ceil(budgets.length / BUDGET_PAGE_SIZE);
  const results = budgets
    .slice((currentPage - 1) * BUDGET_PAGE_SIZE, currentPage * BUDGET_PAGE_SIZE)
    .map((budget) => budgetView(budget, now));
  return c.json({ done: true, results, pagination: { currentPage, totalItems: budgets.length, countPages } });
};

const listFailed = (c: Context<DemoEnv>) => c.json({ done: false, error: BUDGET_MESSAGES.listFailed }, 500);

/**
 * Budgets (spec 000 §7 "Budgets"): `GET api/budget/list`, `POST api/budget/search {text, page}`,
 * `GET api/budget/get/{id}`, `POST api/budget/filter`, `POST api/budget/create {budget}`,
 * `POST api/budget/addProduct`, `GET api/budget/delete/{id}`. Every call needs a login (401) and touches only the
 * user's own budgets (403); each change is one SQLite transaction and moves the counters (real-time events).
 */
export const budgetRoutes = new Hono<DemoEnv>()
  .get("/api/budget/list", (c) => {
    const user = c.get("user");
    if (user === undefined) return notLoggedIn(c);
    if (scenarioActive(c, "budget-list-fail")) return listFailed(c);
    const now = c.get("demo").now().getTime();
    const results = listBudgets(c.get("demo").db, user.username).map((budget) => budgetView(budget, now));
    return c.json({ done: true, results, budgets_count: results.filter((budget) => budget.kind === "budget").length });
  })
  .post("/api/budget/search", async (c) => {
    const user = c.get("user");
    if (user === undefined) return notLoggedIn(c);
    const payload = await readJsonBody(c, BudgetSearchPayload);
    if (Result.isFailure(payload)) return badRequest(c, payload.failure);
    if (scenarioActive(c, "budget-list-fail")) return listFailed(c);
    const wanted = fold(payload.success.text.trim());
    const found = listBudgets(c.get("demo").db, user.username).filter((budget) =>
      fold(`${budget.title} ${budget.firstName} ${budget.lastName} ${budget.comments}`).includes(wanted),
    );
    return page(c, found, payload.success.page ?? 1);
  })
  .post("/api/budget/filter", async (c) => {
    const user = c.get("user");
    if (user === undefined) return notLoggedIn(c);
    const payload = await readJsonBody(c, BudgetFilterPayload, true);
    if (Result.isFailure(payload)) return badRequest(c, payload.failure);
    if (scenarioActive(c, "budget-list-fail")) return listFailed(c);
    const filter = payload.success;
    const has = (value: string, wanted: string | undefined) =>
      wanted === undefined || fold(value).includes(fold(wanted));
    const found = listBudgets(c.get("demo").db, user.username, filter.kind).filter(
      (budget) =>
        has(budget.title, filter.title) &&
        has(budget.firstName, filter.firstName) &&
        has(budget.lastName, filter.lastName) &&
        (filter.withItems === undefined || budget.items.length > 0 === filter.withItems),
    );
    return page(c, found, filter.page ?? 1);
  })
  .get("/api/budget/get/:id", (c) => {
    const owned = ownedBudget(c, c.req.param("id"));
    if (owned instanceof Response) return owned;
    return c.json({ done: true, budget: budgetView(owned.budget, c.get("demo").now().getTime()) });
  })
  .post("/api/budget/create", async (c) => {
    const user = c.get("user");
    if (user === undefined) return notLoggedIn(c);
    const payload = await readJsonBody(c, BudgetCreatePayload);
    if (Result.isFailure(payload)) return badRequest(c, payload.failure);
    const { title, firstName, lastName, comments } = payload.success.budget;
    const clean = {
      title: title.trim(),
      firstName: firstName.trim(),
      lastName: lastName.trim(),
      comments: comments ?? "",
    };
    if (scenarioActive(c, "budget-create-409")) {
      const message = duplicateBudgetMessage(clean.title, clean.firstName, clean.lastName);
      return c.json({ done: false, error: message, message }, 409);
    }
    const demo = c.get("demo");
    const now = demo.now().getTime();
    const created = createBudget(demo.db, user.username, clean, now);
    if (created._tag === "DuplicateBudgetTitle") {
      const message = duplicateBudgetMessage(clean.title, clean.firstName, clean.lastName);
      return c.json({ done: false, error: message, message, budgetId: created.existingId }, 409);
    }
    publishCounters(demo, user.username);
    return c.json({ done: true, budgetId: created.budget.id, budget: budgetView(created.budget, now) });
  })
  .post("/api/budget/addProduct", async (c) => {
    const user = c.get("user");
    if (user === undefined) return notLoggedIn(c);
    const payload = await readJsonBody(c, AddProductPayload);
    if (Result.isFailure(payload)) return badRequest(c, payload.failure);
    if (scenarioActive(c, "budget-add-fail")) return c.json({ done: false, error: BUDGET_MESSAGES.addFailed }, 500);
    if (scenarioActive(c, "budget-add-409")) return c.json({ done: false, error: BUDGET_MESSAGES.noActiveBudget }, 409);
    const add = payload.success;
    if (!user.products.includes(PRODUCT_PERMISSION[add.product])) {
      return c.json(
        { done: false, error: `product: el usuario no tiene permiso para "${add.product}"`, field: "product" },
        403,
      );
    }
    const demo = c.get("demo");
    const now = demo.now().getTime();
    let budget: StoredBudget | undefined;
    if (add.budgetId !== undefined && add.budgetId !== null) {
      budget = findBudget(demo.db, Number(add.budgetId));
      if (budget === undefined) return c.json({ done: false, error: BUDGET_MESSAGES.noActiveBudget }, 409);
      if (budget.owner !== user.username) return c.json({ done: false, error: BUDGET_MESSAGES.foreign }, 403);
    }
    const notifications = {
      deadlineReached:
        scenarioActive(c, "deadline-reached") ||
        (user.onlyWithoutCancellationFees && add.product !== "flight" && rateNeedsCancellationFees(add.rateId, now)),
      outOfLimit: scenarioActive(c, "out-of-limit") || user.outOfLimit,
    };
    if (notifications.deadlineReached || notifications.outOfLimit) {
      // Spec 000 §4: the button "stays disabled after a notification reply": nothing is recorded.
      return c.json({ done: true, added: false, budgetId: budget?.id ?? null, notifications });
    }
    if (budget === undefined) {
      const opened = createBudget(
        demo.db,
        user.username,
        {
          title: `Presupuesto del ${new Date(now).toISOString().slice(0, 10)}`,
          firstName: "",
          lastName: "",
          comments: "",
        },
        now,
        false,
      );
      if (opened._tag !== "Created") throw new Error("an implicit budget cannot be a duplicate");
      budget = opened.budget;
    }
    const recorded = addBudgetItem(
      demo.db,
      budget.id,
      {
        product: add.product,
        rateId: add.rateId,
        parameters: add.parameters ?? null,
        occupancy: add.occupancy,
        destinationId: add.destinationId === undefined || add.destinationId === null ? null : String(add.destinationId),
        alternativeProductIds: add.alternativeProductIds ?? null,
      },
      now,
    );
    publishCounters(demo, user.username);
    return c.json({
      done: true,
      added: true,
      alreadyThere: recorded.alreadyThere,
      budgetId: budget.id,
      itemId: recorded.item.itemId,
      notifications,
    });
  })
  .get("/api/budget/delete/:id", (c) => {
    const owned = ownedBudget(c, c.req.param("id"));
    if (owned instanceof Response) return owned;
    const demo = c.get("demo");
    deleteBudget(demo.db, owned.budget.id);
    publishCounters(demo, owned.user.username);
    return c.json({ done: true, budgetId: owned.budget.id });
  });
