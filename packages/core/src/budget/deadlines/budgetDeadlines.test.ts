import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { BUDGET_DEADLINE_KINDS, type Budget } from "../../api/budget.js";
import { BUDGET_DEADLINE_WINDOW_DAYS, budgetDeadlines, budgetItemUrl, parseZonedInstant } from "./budgetDeadlines.js";
import { zonedDateTime } from "./zonedDateTime.js";

const DAY_MS = 86_400_000;
const ZONES = ["UTC", "America/Argentina/Buenos_Aires", "Europe/Madrid", "America/Sao_Paulo", "Asia/Kolkata"] as const;

/** An instant written with one of several offsets, as suppliers write them. */
const isoAt = (ms: number, offsetMinutes: number): string => {
  if (offsetMinutes === 0) return new Date(ms).toISOString();
  const local = new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 19);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const abs = Math.abs(offsetMinutes);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
};

const arbBudgets = (nowMs: number) =>
  fc
    .array(
      fc.record({
        title: fc.string({ maxLength: 8 }),
        items: fc.array(
          fc.array(
            fc.record({
              kind: fc.constantFrom(...BUDGET_DEADLINE_KINDS),
              // Minutes from 3 days before now to 9 days after, so every side of the window is reached.
              minutes: fc.integer({ min: -3 * 1440, max: 9 * 1440 }),
              offset: fc.constantFrom(0, -180, 60, 330),
              broken: fc.boolean(),
            }),
            { maxLength: 3 },
          ),
          { maxLength: 3 },
        ),
      }),
      { maxLength: 4 },
    )
    .map((budgets): Budget[] =>
      budgets.map((budget, b) => ({
        quotationId: String(b + 1),
        kind: b % 2 === 0 ? ("budget" as const) : ("trip" as const),
        title: budget.title,
        firstName: "Ana",
        lastName: "López",
        items: budget.items.map((deadlines, i) => ({
          id: String(i + 1),
          product: "hotel",
          deadlines: deadlines.map(({ kind, minutes, offset, broken }) => ({
            kind,
            at: broken ? isoAt(nowMs + minutes * 60_000, offset).slice(0, 16) : isoAt(nowMs + minutes * 60_000, offset),
          })),
        })),
      })),
    );

const arbCase = fc
  .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) })
  .chain((nowMs) => fc.tuple(fc.constant(nowMs), arbBudgets(nowMs), fc.constantFrom(...ZONES)));

describe("budgetDeadlines", () => {
  test.prop([arbCase], { numRuns: 500 })(
    "lists exactly the readable deadlines within the window, soonest first",
    ([nowMs, budgets, timeZone]) => {
      const listed = budgetDeadlines({ budgets, nowMs, timeZone });
      const expected = budgets.flatMap((budget) =>
        (budget.items ?? []).flatMap((item) =>
          (item.deadlines ?? []).flatMap((deadline) => {
            const at = parseZonedInstant(deadline.at);
            return at !== undefined && at >= nowMs && at < nowMs + BUDGET_DEADLINE_WINDOW_DAYS * DAY_MS ? [at] : [];
          }),
        ),
      );
      expect(listed.map((deadline) => deadline.at)).toEqual([...expected].sort((a, b) => a - b));
      for (const deadline of listed) {
        const kind = budgets.find((budget) => budget.quotationId === deadline.budgetId)?.kind;
        expect(deadline.href).toBe(budgetItemUrl(deadline.budgetId, deadline.itemId, kind));
        expect(deadline.local).toEqual(zonedDateTime(deadline.at, timeZone));
      }
    },
  );

  test.prop([fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) })], { numRuns: 1000 })(
    "an instant written with any offset reads back as itself",
    (ms) => {
      const exact = ms - (ms % 60_000);
      for (const offset of [0, -180, 60, 330]) expect(parseZonedInstant(isoAt(exact, offset))).toBe(exact);
    },
  );

  it("reads a deadline in the agent's zone, across midnight", () => {
    const nowMs = Date.UTC(2026, 11, 1, 12);
    const budgets: Budget[] = [
      {
        quotationId: "7",
        title: "Bariloche",
        firstName: "Ana",
        lastName: "López",
        items: [
          {
            id: "2",
            product: "hotel",
            title: "Llao Llao",
            deadlines: [
              { kind: "freeCancellation", at: "2026-12-04T02:30:00Z" },
              { kind: "optionExpiry", at: "2026-12-02T10:00:00-03:00" },
              { kind: "rateValidity", at: "2026-12-06T12:00:00Z" },
              { kind: "rateValidity", at: "2026-12-02T10:00:00" },
            ],
          },
        ],
      },
    ];
    const listed = budgetDeadlines({ budgets, nowMs, timeZone: "America/Argentina/Buenos_Aires" });
    expect(listed.map((deadline) => [deadline.kind, deadline.local.date, deadline.local.time, deadline.href])).toEqual([
      ["optionExpiry", "2026-12-02", "10:00", "/mybudgets/7#item-2"],
      ["freeCancellation", "2026-12-03", "23:30", "/mybudgets/7#item-2"],
    ]);
    const trip = budgetDeadlines({ budgets: [{ ...budgets[0], kind: "trip" } as Budget], nowMs, timeZone: "UTC" });
    expect(trip[0]?.href).toBe("/v3/trip/edit/7#item-2");
  });

  it("names an item without the YYYY-MM-DD dates a stored title ends with", () => {
    const item = {
      id: "3",
      product: "house",
      title: "Casa Faro · 2026-12-20 – 2026-12-27",
      deadlines: [{ kind: "freeCancellation" as const, at: "2026-12-03T12:00:00Z" }],
    };
    const budgets: Budget[] = [{ quotationId: "8", title: "Faro", firstName: "Ana", lastName: "López", items: [item] }];
    const [listed] = budgetDeadlines({ budgets, nowMs: Date.UTC(2026, 11, 1), timeZone: "UTC" });
    expect(listed?.itemTitle).toBe("Casa Faro");
  });

  it("reads an unknown zone as UTC and says so", () => {
    expect(zonedDateTime(Date.UTC(2026, 11, 4, 2, 30), "Mars/Olympus")).toEqual({
      date: "2026-12-04",
      time: "02:30",
      timeZone: "UTC",
    });
  });
});
