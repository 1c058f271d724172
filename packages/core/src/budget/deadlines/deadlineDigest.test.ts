import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import type { Budget } from "../../api/budget.js";
import { budgetDeadlines } from "./budgetDeadlines.js";
import { deadlineDigestDue, deadlineDigestMail, deadlineDigestScheduleIssues } from "./deadlineDigest.js";
import { zonedDateTime } from "./zonedDateTime.js";

const ZONES = ["UTC", "America/Argentina/Buenos_Aires", "Europe/Madrid", "Asia/Kolkata", "Pacific/Auckland"] as const;
const HOUR_MS = 3_600_000;

describe("deadlineDigestDue", () => {
  test.prop(
    [
      fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }),
      fc.integer({ min: 0, max: 23 }),
      fc.constantFrom(...ZONES),
    ],
    { numRuns: 300 },
  )(
    "over any two days, a digest falls due once a day, at the chosen hour of the agent's day or later",
    (start, hour, timeZone) => {
      const schedule = { hour, timeZone };
      let lastSentDate: string | null = null;
      const sent: string[] = [];
      // The agent's requests come every 20 minutes; each one may send the day's digest.
      for (let nowMs = start; nowMs < start + 48 * HOUR_MS; nowMs += HOUR_MS / 3) {
        const due = deadlineDigestDue({ nowMs, schedule, lastSentDate });
        if (due === null) continue;
        const local = zonedDateTime(nowMs, timeZone);
        expect(due).toBe(local.date);
        expect(Number(local.time.slice(0, 2))).toBeGreaterThanOrEqual(hour);
        sent.push(due);
        lastSentDate = due;
      }
      expect(new Set(sent).size).toBe(sent.length);
      // Two days always hold one moment past the chosen hour.
      expect(sent.length).toBeGreaterThanOrEqual(1);
    },
  );

  it("waits for the agent's hour, in their zone", () => {
    const schedule = { hour: 8, timeZone: "America/Argentina/Buenos_Aires" };
    expect(deadlineDigestDue({ nowMs: Date.UTC(2026, 11, 2, 10, 59), schedule, lastSentDate: null })).toBeNull();
    expect(deadlineDigestDue({ nowMs: Date.UTC(2026, 11, 2, 11), schedule, lastSentDate: "2026-12-01" })).toBe(
      "2026-12-02",
    );
    expect(deadlineDigestDue({ nowMs: Date.UTC(2026, 11, 2, 23), schedule, lastSentDate: "2026-12-02" })).toBeNull();
  });
});

describe("deadlineDigestScheduleIssues", () => {
  it("keeps a whole hour of the day in a known zone, and names what else is wrong", () => {
    expect(deadlineDigestScheduleIssues({ hour: 0, timeZone: "Europe/Madrid" })).toEqual([]);
    expect(deadlineDigestScheduleIssues({ hour: 24, timeZone: "Mars/Olympus" }).map((issue) => issue.field)).toEqual([
      "hour",
      "timeZone",
    ]);
    expect(deadlineDigestScheduleIssues({ hour: 7.5, timeZone: "UTC" }).map((issue) => issue.field)).toEqual(["hour"]);
  });
});

describe("deadlineDigestMail", () => {
  it("writes one line per deadline with its link, or says nothing falls due", () => {
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
            deadlines: [{ kind: "freeCancellation", at: "2026-12-04T02:30:00Z" }],
          },
        ],
      },
    ];
    const timeZone = "America/Argentina/Buenos_Aires";
    const deadlines = budgetDeadlines({ budgets, nowMs: Date.UTC(2026, 11, 1), timeZone });
    const mail = deadlineDigestMail({
      deadlines,
      language: "es",
      windowDays: 5,
      timeZone,
      origin: "https://p.example",
    });
    expect(mail.subject).toBe("Vencimientos próximos: 1");
    expect(mail.body.split("\n")).toEqual([
      `Lo que vence en los próximos 5 días en todos tus presupuestos, en tu zona horaria (${timeZone}).`,
      "",
      "Fin de la cancelación gratuita · 03/12/2026 a las 23:30 · Bariloche: Llao Llao · https://p.example/mybudgets/7#item-2",
    ]);
    const none = deadlineDigestMail({ deadlines: [], language: "en", windowDays: 5, timeZone, origin: "" });
    expect(none.subject).toBe("Deadlines coming up: none");
    expect(none.body).toContain("Nothing falls due in the next 5 days.");
  });
});
