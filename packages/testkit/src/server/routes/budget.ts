import {
  BUDGET_FIELD_LIMITS,
  BudgetAcceptPricesRequest,
  BudgetAddProductRequest,
  BudgetCreateRequest,
  type BudgetFieldIssue,
  BudgetFilterRequest,
  BudgetSearchRequest,
  budgetAddProductIssues,
  budgetDraftIssues,
  budgetOccupancy,
  budgetSearchAllowed,
  PACKAGE_BUDGET_PRODUCT,
  parsePackageRateId,
  translateIssue,
  validateNewBudgetForm,
} from "@travesia/core";
import { Result } from "effect";
import { type Context, Hono } from "hono";
import {
  acceptItemPrices,
  addBudgetItem,
  createBudget,
  deleteBudget,
  findBudget,
  listBudgets,
  type StoredBudget,
} from "../../db/budgetStore.js";
import { inTransaction } from "../../db/transaction.js";
import { DEMO_ID_PATTERN, isCalendarDate, PRODUCT_PERMISSION } from "../../internal/accountPayloads.js";
import { demoFold } from "../../internal/demoRequest.js";
import { rateNeedsCancellationFees } from "../../internal/inventoryFacts.js";
import { badField, badRequest, readJsonBody } from "../../internal/requestBody.js";
import { requoteFacts, requoteReply } from "../budgetRequote.js";
import { BUDGET_MESSAGES, budgetView, ownedBudget } from "../budgets.js";
import type { DemoEnv } from "../context.js";
import { publishCounters } from "../counters.js";
import { notLoggedIn } from "../login.js";
import { scenarioActive } from "../scenario.js";

/** Budgets per page of `search` and `filter`. */
export const BUDGET_PAGE_SIZE = 10;

/** A duplicate title for the same customer: the server message of spec 000 §8 "Budget create 409". */
const duplicateBudgetMessage = (title: string, firstName: string, lastName: string) =>
  `Ya existe un presupuesto "${title}" para ${firstName} ${lastName}.`;

/** Core's `BudgetListReply`: `{done, budgets, budgets_count, page, pages}`. */
const listReply = (c: Context<DemoEnv>, budgets: readonly StoredBudget[], page?: number) => {
  const demo = c.get("demo");
  const now = demo.now().getTime();
  const shown = page === undefined ? budgets : budgets.slice((page - 1) * BUDGET_PAGE_SIZE, page * BUDGET_PAGE_SIZE);
  return c.json({
    done: true,
    budgets: shown.map((budget) => budgetView(demo.inventory, budget, now)),
    budgets_count: budgets.length,
    ...(page === undefined ? {} : { page, pages: Math.ceil(budgets.length / BUDGET_PAGE_SIZE) }),
  });
};

/** The 400 for a field past its limit (core's `BUDGET_FIELD_LIMITS`). */
const overLimit = (c: Context<DemoEnv>, issue: BudgetFieldIssue) =>
  badRequest(c, badField(issue.field, `at most ${issue.max} ${issue.unit}`));

/** Search words longer than the longest stored text (the comments) cannot match: refused like an over-long field. */
const SEARCH_TEXT_MAX_LENGTH = BUDGET_FIELD_LIMITS.comments;

const listFailed = (c: Context<DemoEnv>) => c.json({ done: false, error: BUDGET_MESSAGES.listFailed }, 500);

const checkPage = (page: number | undefined) =>
  page === undefined || page >= 1 ? undefined : badField("page", "expected a page number of 1 or more");

/**
 * Budgets (spec 000 §7 "Budgets"): `GET api/budget/list`, `POST api/budget/search {text, page}`,
 * `GET api/budget/get/{id}`, `POST api/budget/filter`, `POST api/budget/create {budget}`,
 * `POST api/budget/addProduct`, `GET api/budget/delete/{id}`. Payloads decode with core's Schemas; replies follow
 * core's reply Schemas. Every call needs a login (401) and touches only the user's own budgets (403); each change is
 * one SQLite transaction and moves the counters (real-time events).
 */
export const budgetRoutes = new Hono<DemoEnv>()
  .get("/api/budget/list", (c) => {
    const user = c.get("user");
    if (user === undefined) return notLoggedIn(c);
    if (scenarioActive(c, "budget-list-fail")) return listFailed(c);
    return listReply(c, listBudgets(c.get("demo").db, user.username));
  })
  .post("/api/budget/search", async (c) => {
    const user = c.get("user");
    if (user === undefined) return notLoggedIn(c);
    const payload = await readJsonBody(c, BudgetSearchRequest);
    if (Result.isFailure(payload)) return badRequest(c, payload.failure);
    const { text, page } = payload.success;
    if (text.length > SEARCH_TEXT_MAX_LENGTH) {
      return overLimit(c, { field: "text", max: SEARCH_TEXT_MAX_LENGTH, unit: "characters" });
    }
    if (!budgetSearchAllowed(text)) return badRequest(c, badField("text", "at least 3 characters"));
    const badPage = checkPage(page);
    if (badPage !== undefined) return badRequest(c, badPage);
    if (scenarioActive(c, "budget-list-fail")) return listFailed(c);
    const wanted = demoFold(text.trim());
    const found = listBudgets(c.get("demo").db, user.username).filter((budget) =>
      demoFold(`${budget.title} ${budget.firstName} ${budget.lastName} ${budget.comments}`).includes(wanted),
    );
    return listReply(c, found, page);
  })
  .post("/api/budget/filter", async (c) => {
    const user = c.get("user");
    if (user === undefined) return notLoggedIn(c);
    const payload = await readJsonBody(c, BudgetFilterRequest, true);
    if (Result.isFailure(payload)) return badRequest(c, payload.failure);
    const filter = payload.success;
    for (const field of ["text", "firstName", "lastName"] as const) {
      if ((filter[field]?.length ?? 0) > SEARCH_TEXT_MAX_LENGTH) {
        return overLimit(c, { field, max: SEARCH_TEXT_MAX_LENGTH, unit: "characters" });
      }
    }
    for (const field of ["from", "to"] as const) {
      const date = filter[field];
      if (date !== undefined && !isCalendarDate(date)) return badRequest(c, badField(field, "expected YYYY-MM-DD"));
    }
    const badPage = checkPage(filter.page);
    if (badPage !== undefined) return badRequest(c, badPage);
    if (scenarioActive(c, "budget-list-fail")) return listFailed(c);
    const has = (value: string, wanted: string | undefined) =>
      wanted === undefined || demoFold(value).includes(demoFold(wanted));
    const found = listBudgets(c.get("demo").db, user.username).filter((budget) => {
      const created = new Date(budget.createdAt).toISOString().slice(0, 10);
      return (
        has(`${budget.title} ${budget.firstName} ${budget.lastName} ${budget.comments}`, filter.text) &&
        has(budget.firstName, filter.firstName) &&
        has(budget.lastName, filter.lastName) &&
        (filter.from === undefined || created >= filter.from) &&
        (filter.to === undefined || created <= filter.to)
      );
    });
    return listReply(c, found, filter.page ?? 1);
  })
  .get("/api/budget/get/:id", (c) => {
    const owned = ownedBudget(c, c.req.param("id"));
    if (owned instanceof Response) return owned;
    const demo = c.get("demo");
    return c.json({ done: true, budget: budgetView(demo.inventory, owned.budget, demo.now().getTime()) });
  })
  .post("/api/budget/create", async (c) => {
    const user = c.get("user");
    if (user === undefined) return notLoggedIn(c);
    const payload = await readJsonBody(c, BudgetCreateRequest);
    if (Result.isFailure(payload)) return badRequest(c, payload.failure);
    const draft = { ...payload.success.budget, comments: payload.success.budget.comments ?? "" };
    const overLong = budgetDraftIssues(draft)[0];
    if (overLong !== undefined) return overLimit(c, overLong);
    const issue = validateNewBudgetForm(draft)[0];
    if (issue !== undefined) {
      return badRequest(c, badField(`budget.${issue.path.join(".")}`, translateIssue("es", issue)));
    }
    const clean = {
      title: draft.title.trim(),
      firstName: draft.firstName.trim(),
      lastName: draft.lastName.trim(),
      comments: draft.comments,
    };
    const message = duplicateBudgetMessage(clean.title, clean.firstName, clean.lastName);
    if (scenarioActive(c, "budget-create-409")) return c.json({ done: false, error: message, message }, 409);
    const demo = c.get("demo");
    const now = demo.now().getTime();
    const created = createBudget(demo.db, user.username, clean, now);
    if (created._tag === "DuplicateBudgetTitle") {
      return c.json({ done: false, error: message, message, budgetId: String(created.existingId) }, 409);
    }
    publishCounters(demo, user.username);
    return c.json({
      done: true,
      budgetId: String(created.budget.id),
      budget: budgetView(demo.inventory, created.budget, now),
    });
  })
  .post("/api/budget/addProduct", async (c) => {
    const user = c.get("user");
    if (user === undefined) return notLoggedIn(c);
    const payload = await readJsonBody(c, BudgetAddProductRequest);
    if (Result.isFailure(payload)) return badRequest(c, payload.failure);
    const add = payload.success;
    const overLong = budgetAddProductIssues(add)[0];
    if (overLong !== undefined) return overLimit(c, overLong);
    const permission = PRODUCT_PERMISSION[add.product];
    if (permission === undefined) {
      return badRequest(c, badField("product", `expected one of ${Object.keys(PRODUCT_PERMISSION).join(", ")}`));
    }
    // A flight's rate is its chosen legs' trip product ids joined by ',' (core's FLIGHT_RATE_SEPARATOR); a package's
    // adds its hotel rate (core's `formatPackageRateId`).
    const packageRate = add.product === PACKAGE_BUDGET_PRODUCT ? parsePackageRateId(add.rateId) : null;
    const rateIds =
      add.product === "flight"
        ? add.rateId.split(",")
        : add.product === PACKAGE_BUDGET_PRODUCT
          ? packageRate === null
            ? [""]
            : [packageRate.outbound, packageRate.return ?? packageRate.outbound, packageRate.hotelRate]
          : [add.rateId];
    if (!rateIds.every((id) => DEMO_ID_PATTERN.test(id)))
      return badRequest(c, badField("rateId", "expected a rate id"));
    if (add.budgetId !== "" && !/^[1-9]\d{0,14}$/.test(add.budgetId)) {
      return badRequest(c, badField("budgetId", "expected a budget id, or an empty string for a new budget"));
    }
    if (add.alternativeProductIds?.some((id) => !DEMO_ID_PATTERN.test(id)) === true) {
      return badRequest(c, badField("alternativeProductIds", "expected rate ids"));
    }
    const occupancy = budgetOccupancy(add.product, add.occupancy);
    if (Result.isFailure(occupancy)) return badRequest(c, badField("occupancy", occupancy.failure.reason));
    if (scenarioActive(c, "budget-add-fail")) return c.json({ done: false, error: BUDGET_MESSAGES.addFailed }, 500);
    if (scenarioActive(c, "budget-add-409")) return c.json({ done: false, error: BUDGET_MESSAGES.noActiveBudget }, 409);
    if (!user.products.includes(permission)) {
      return c.json(
        { done: false, error: `product: el usuario no tiene permiso para "${add.product}"`, field: "product" },
        403,
      );
    }
    const demo = c.get("demo");
    const now = demo.now().getTime();
    let budget: StoredBudget | undefined;
    if (add.budgetId !== "") {
      budget = findBudget(demo.db, Number(add.budgetId));
      if (budget === undefined) return c.json({ done: false, error: BUDGET_MESSAGES.noActiveBudget }, 409);
      if (budget.owner !== user.username) return c.json({ done: false, error: BUDGET_MESSAGES.foreign }, 403);
    }
    const notifications = {
      deadlineReached:
        scenarioActive(c, "deadline-reached") ||
        (user.onlyWithoutCancellationFees &&
          rateNeedsCancellationFees(demo.inventory, packageRate?.hotelRate ?? add.rateId, now)),
      outOfLimit: scenarioActive(c, "out-of-limit") || user.outOfLimit,
    };
    if (notifications.deadlineReached || notifications.outOfLimit) {
      // Spec 000 §4: the button "stays disabled after a notification reply": nothing is recorded.
      return c.json({
        done: true,
        added: false,
        ...(budget === undefined ? {} : { budgetId: String(budget.id) }),
        notifications,
      });
    }
    const target = budget;
    // Opening the implicit budget and recording the product are one transaction, and so is counting its products, so
    // that two adds at once cannot pass the limit together.
    const outcome = inTransaction(demo.db, () => {
      let into = target === undefined ? undefined : (findBudget(demo.db, target.id) ?? target);
      const full =
        into !== undefined &&
        into.items.length >= BUDGET_FIELD_LIMITS.items &&
        !into.items.some((item) => item.product === add.product && item.rateId === add.rateId);
      if (full) return undefined;
      if (into === undefined) {
        const title = `Presupuesto del ${new Date(now).toISOString().slice(0, 10)}`;
        const created = createBudget(
          demo.db,
          user.username,
          { title, firstName: "", lastName: "", comments: "" },
          now,
          false,
        );
        if (created._tag !== "Created") throw new Error("an implicit budget cannot be a duplicate");
        into = created.budget;
      }
      const line = addBudgetItem(
        demo.db,
        into.id,
        {
          product: add.product,
          rateId: add.rateId,
          parameters: add.parameters,
          occupancy: add.occupancy,
          destinationId: add.destinationId ?? null,
          alternativeProductIds: add.alternativeProductIds?.join(",") ?? null,
        },
        now,
      );
      return { opened: into, recorded: line };
    });
    if (outcome === undefined) {
      return overLimit(c, { field: "items", max: BUDGET_FIELD_LIMITS.items, unit: "entries" });
    }
    const { opened, recorded } = outcome;
    publishCounters(demo, user.username);
    return c.json({
      done: true,
      added: true,
      alreadyThere: recorded.alreadyThere,
      budgetId: String(opened.id),
      itemId: String(recorded.item.itemId),
      notifications,
      // Spec 000 §4: "When an alternative rate is returned, a disclaimer is shown".
      alternativeRate: scenarioActive(c, "alternative-rate"),
    });
  })
  .get("/api/budget/delete/:id", (c) => {
    const owned = ownedBudget(c, c.req.param("id"));
    if (owned instanceof Response) return owned;
    const demo = c.get("demo");
    deleteBudget(demo.db, owned.budget.id);
    publishCounters(demo, owned.user.username);
    return c.json({ done: true, budgetId: String(owned.budget.id) });
  })
  // 'Actualizar precios' (ours): every re-quotable item quoted again; then the prices the agent accepts are kept.
  .get("/api/budget/requote/:id", (c) => {
    const owned = ownedBudget(c, c.req.param("id"));
    if (owned instanceof Response) return owned;
    return c.json({
      done: true,
      quotedAt: c.get("demo").now().toISOString(),
      quotes: requoteReply(c, owned.budget),
    });
  })
  .post("/api/budget/acceptPrices/:id", async (c) => {
    const owned = ownedBudget(c, c.req.param("id"));
    if (owned instanceof Response) return owned;
    const payload = await readJsonBody(c, BudgetAcceptPricesRequest);
    if (Result.isFailure(payload)) return badRequest(c, payload.failure);
    const facts = requoteFacts(c, owned.budget);
    const accepted = [];
    for (const itemId of new Set(payload.success.itemIds)) {
      const fact = facts.find((candidate) => String(candidate.itemId) === itemId);
      if (fact === undefined)
        return badRequest(c, badField("itemIds", `${itemId} is not a re-quotable item of the budget`));
      if (!fact.available) return badRequest(c, badField("itemIds", `${itemId} is no longer available`));
      accepted.push({ itemId: fact.itemId, minor: fact.usdMinor, currency: "USD" });
    }
    const demo = c.get("demo");
    const now = demo.now().getTime();
    acceptItemPrices(demo.db, owned.budget.id, accepted, now);
    const budget = findBudget(demo.db, owned.budget.id);
    return budget === undefined
      ? c.json({ done: false, error: BUDGET_MESSAGES.notFound }, 404)
      : c.json({ done: true, budget: budgetView(demo.inventory, budget, now) });
  });
