import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import type { Budget, BudgetItem } from "../../api/budget.js";
import { addDaysToCalendarDate, type CalendarDate } from "../../dates/calendarDate.js";
import { arbNearCalendarDate } from "../../dates/test/arbitraries.js";
import { budgetItemHeading } from "../itemDates/budgetItemHeading.js";
import { budgetCustomerView } from "./budgetCustomerView.js";

/** Every agent-only value carries this mark, so finding it anywhere in the view is a leak. */
const SECRET = "AGENTONLY";
const arbSecret = fc.string({ maxLength: 12 }).map((text) => `${SECRET}${text}`);
/** Public texts never hold the mark (a product title could not be told from a leak otherwise). */
const arbPublic = fc.string({ maxLength: 20 }).filter((text) => !text.includes(SECRET));

/** Fields an agent's system may add to an item or a budget that the customer must never read. */
const AGENT_ONLY_KEYS = ["commission", "netPrice", "office", "agentNotes", "markup"] as const;

const arbAgentOnly = fc.record(
  Object.fromEntries(AGENT_ONLY_KEYS.map((key) => [key, arbSecret])) as Record<
    (typeof AGENT_ONLY_KEYS)[number],
    fc.Arbitrary<string>
  >,
);

const arbItem = (today: CalendarDate, index: number): fc.Arbitrary<BudgetItem> =>
  fc
    .record({
      title: arbPublic,
      minor: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: undefined }),
      currency: fc.constantFrom("USD", "EUR"),
      policy: fc.option(
        fc.record({
          service: fc.integer({ min: -5, max: 60 }),
          steps: fc.array(fc.record({ offset: fc.integer({ min: -10, max: 60 }), minor: fc.nat(500_000) }), {
            maxLength: 3,
          }),
        }),
        { nil: undefined },
      ),
      parameters: fc.dictionary(fc.constantFrom("checkIn", "checkOut", "rateKey", "net", "from"), arbSecret),
      secrets: arbAgentOnly,
      rateId: arbSecret,
      occupancy: arbSecret,
      destinationId: arbSecret,
      addedAt: arbSecret,
    })
    .map(({ title, minor, currency, policy, secrets, ...agentOnly }) => ({
      ...secrets,
      ...agentOnly,
      id: String(index + 1),
      product: index % 2 === 0 ? "hotel" : "house",
      title,
      ...(minor === undefined ? {} : { price: { amount: minor / 100, currency } }),
      ...(policy === undefined
        ? {}
        : {
            cancellation: {
              serviceDate: addDaysToCalendarDate(today, policy.service),
              penalties: policy.steps.map((step) => ({
                from: addDaysToCalendarDate(today, step.offset),
                amount: step.minor / 100,
                currency,
              })),
            },
          }),
    }));

const arbBudget = (today: CalendarDate): fc.Arbitrary<Budget> =>
  fc
    .record({
      title: arbPublic,
      firstName: arbPublic,
      lastName: arbPublic,
      comments: arbSecret,
      timeFromNow: arbSecret,
      secrets: arbAgentOnly,
      count: fc.integer({ min: 0, max: 4 }),
      rateName: arbSecret,
    })
    .chain(({ count, secrets, rateName, ...rest }) =>
      fc.tuple(...Array.from({ length: count }, (_, index) => arbItem(today, index))).map((items) => ({
        ...secrets,
        ...rest,
        quotationId: "7",
        items,
        exchangeRates: [{ from: "EUR", to: "USD", rate: 1.1, name: rateName }],
      })),
    );

const arbCase = arbNearCalendarDate.chain((today) => fc.tuple(fc.constant(today), arbBudget(today)));

describe("budgetCustomerView", () => {
  test.prop([arbCase], { numRuns: 1000 })("never carries an agent-only field or value", ([today, budget]) => {
    const view = budgetCustomerView({ budget, today, validUntil: "2030-01-01T00:00:00.000Z" });
    const text = JSON.stringify(view);
    expect(text).not.toContain(SECRET);
    for (const key of AGENT_ONLY_KEYS) expect(text).not.toContain(`"${key}"`);
    for (const key of ["comments", "rateId", "parameters", "occupancy", "exchangeRates", "addedAt"])
      expect(text).not.toContain(`"${key}"`);
  });

  test.prop([arbCase], { numRuns: 500 })(
    "keeps every item's title and price, and a total only when every price is known in one currency",
    ([today, budget]) => {
      const view = budgetCustomerView({ budget, today, validUntil: "2030-01-01T00:00:00.000Z" });
      const items = budget.items ?? [];
      expect(view.items.map((item) => [item.title, item.price])).toEqual(
        items.map((item) => [budgetItemHeading(item).name, item.price ?? null]),
      );
      const currencies = new Set(items.map((item) => item.price?.currency));
      if (items.length === 0 || currencies.size !== 1 || currencies.has(undefined)) expect(view.total).toBeNull();
      else {
        const sum = items.reduce((total, item) => total + Math.round((item.price?.amount ?? 0) * 100), 0);
        expect(view.total).toEqual({ amount: sum / 100, currency: items[0]?.price?.currency });
      }
    },
  );

  test.prop([arbCase], { numRuns: 500 })(
    "says an unknown policy is unknown, and a known one as stretches from today, one after the other",
    ([today, budget]) => {
      const view = budgetCustomerView({ budget, today, validUntil: "2030-01-01T00:00:00.000Z" });
      view.items.forEach((item, index) => {
        const source = (budget.items ?? [])[index];
        if (source?.cancellation === undefined) {
          expect(item.cancellation).toBeNull();
          return;
        }
        const periods = item.cancellation ?? [];
        expect(item.startDate).toBe(source.cancellation.serviceDate);
        for (const [at, period] of periods.entries()) {
          expect(period.until >= today).toBe(true);
          expect(period.price.amount).toBeGreaterThanOrEqual(0);
          if (at === 0) expect(period.from).toBeNull();
          else {
            const before = periods[at - 1];
            expect(period.from).toBe(addDaysToCalendarDate(before?.until as CalendarDate, 1));
          }
        }
      });
    },
  );

  it("reads a hotel's stay and its free cancellation until the day before the first penalty", () => {
    const view = budgetCustomerView({
      budget: {
        quotationId: "1",
        title: "Madrid",
        firstName: "Ana",
        lastName: "Gómez",
        comments: "comisión 12%",
        items: [
          {
            id: "1",
            product: "hotel",
            title: "Hotel Sol",
            price: { amount: 300, currency: "USD" },
            parameters: { checkIn: "2027-02-01", checkOut: "2027-02-04" },
            cancellation: {
              serviceDate: "2027-02-01",
              penalties: [{ from: "2027-01-25", amount: 150, currency: "USD" }],
            },
          },
        ],
      },
      today: "2027-01-01" as CalendarDate,
      validUntil: "2027-01-08T00:00:00.000Z",
    });
    expect(view).toEqual({
      title: "Madrid",
      customerName: "Ana Gómez",
      validUntil: "2027-01-08T00:00:00.000Z",
      total: { amount: 300, currency: "USD" },
      items: [
        {
          id: "1",
          product: "hotel",
          title: "Hotel Sol",
          startDate: "2027-02-01",
          endDate: "2027-02-04",
          price: { amount: 300, currency: "USD" },
          cancellation: [
            { from: null, until: "2027-01-24", price: { amount: 0, currency: "USD" } },
            { from: "2027-01-25", until: "2027-02-01", price: { amount: 150, currency: "USD" } },
          ],
        },
      ],
    });
  });

  it("gives an older package title's ISO dates as the item's dates, cut from the title, the title kept as stored", () => {
    const stored = "Buenos Aires → Madrid · Hotel Sol · 2027-01-01 – 2027-01-08";
    const budget = { quotationId: "1", title: "Madrid", firstName: "Ana", lastName: "Gómez" };
    const item = { id: "2", product: "flightHotel", title: stored, price: { amount: 900, currency: "USD" } };
    const view = budgetCustomerView({
      budget: { ...budget, items: [item] },
      today: "2026-12-01" as CalendarDate,
      validUntil: "2026-12-08T00:00:00.000Z",
    });
    expect(view.items[0]).toMatchObject({
      title: "Buenos Aires → Madrid · Hotel Sol",
      startDate: "2027-01-01",
      endDate: "2027-01-08",
    });
    expect(item.title).toBe(stored);
  });

  it("names an activity by its own name, without the title's ISO day and time, and gives its slot's start", () => {
    const budget = { quotationId: "1", title: "Buenos Aires", firstName: "Ana", lastName: "Gómez" };
    const item = {
      id: "3",
      product: "activity",
      title: "Visita guiada por Buenos Aires 2 · 2027-01-10 09:00",
      rateId: "BUE-A7:20270110:0900",
      occupancy: "2",
      parameters: { children: "2:4-9", date: "20270110", time: "0900", infants: "0", name: "Visita guiada" },
      price: { amount: 120, currency: "USD" },
    };
    const view = budgetCustomerView({
      budget: { ...budget, items: [item, { ...item, id: "4", parameters: { ...item.parameters, name: "" } }] },
      today: "2026-12-01" as CalendarDate,
      validUntil: "2026-12-08T00:00:00.000Z",
    });
    expect(view.items.map(({ title, startDate, startTime }) => ({ title, startDate, startTime }))).toEqual([
      { title: "Visita guiada", startDate: "2027-01-10", startTime: "09:00" },
      { title: "Visita guiada por Buenos Aires 2", startDate: "2027-01-10", startTime: "09:00" },
    ]);
  });
});
