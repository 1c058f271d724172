import type { BudgetDeadlineKind } from "../../api/budget.js";
import type { CalendarDate } from "../../dates/calendarDate.js";
import { formatCardDate } from "../../dates/cardDate.js";
import { translate } from "../../locale/catalog.js";
import type { Language } from "../../locale/language.js";
import type { BudgetDeadline } from "./budgetDeadlines.js";
import { zonedDateTime } from "./zonedDateTime.js";

/** When an agent wants the daily digest of deadlines: an hour of their day (0–23) in their IANA time zone. */
export interface DeadlineDigestSchedule {
  readonly hour: number;
  readonly timeZone: string;
}

/** Why a digest schedule was refused: the field and the rule it broke. */
export interface DeadlineDigestScheduleIssue {
  readonly field: "hour" | "timeZone";
  readonly reason: string;
}

/**
 * The problems of a schedule an agent asked for: an hour that is not a whole number from 0 to 23, a zone this
 * runtime does not know. Empty when it can be kept.
 *
 * @example deadlineDigestScheduleIssues({ hour: 24, timeZone: "Mars/Olympus" }) // [{ field: "hour", … }, { field: "timeZone", … }]
 */
export const deadlineDigestScheduleIssues = (
  schedule: DeadlineDigestSchedule,
): readonly DeadlineDigestScheduleIssue[] => [
  ...(Number.isInteger(schedule.hour) && schedule.hour >= 0 && schedule.hour <= 23
    ? []
    : [{ field: "hour" as const, reason: "expected a whole hour from 0 to 23" }]),
  ...(typeof schedule.timeZone === "string" && zonedDateTime(0, schedule.timeZone).timeZone === schedule.timeZone
    ? []
    : [{ field: "timeZone" as const, reason: "expected an IANA time zone name" }]),
];

/**
 * The agent's day whose digest is due at `nowMs`: once their clock has reached the hour they chose, if that day's
 * digest has not gone yet (`lastSentDate`, the agent's day it last went); otherwise `null`. One digest a day at
 * most, even if the hour is changed after it went.
 *
 * @example deadlineDigestDue({ nowMs: Date.UTC(2026, 11, 2, 11), schedule: { hour: 8, timeZone: "America/Argentina/Buenos_Aires" }, lastSentDate: "2026-12-01" })
 * // "2026-12-02" (08:00 in Buenos Aires)
 */
export const deadlineDigestDue = ({
  nowMs,
  schedule,
  lastSentDate,
}: {
  readonly nowMs: number;
  readonly schedule: DeadlineDigestSchedule;
  readonly lastSentDate: string | null;
}): CalendarDate | null => {
  const local = zonedDateTime(nowMs, schedule.timeZone);
  if (Number(local.time.slice(0, 2)) < schedule.hour) return null;
  return lastSentDate !== null && lastSentDate >= local.date ? null : local.date;
};

const KIND_KEYS = {
  freeCancellation: "budget.deadlineFreeCancellation",
  optionExpiry: "budget.deadlineOptionExpiry",
  rateValidity: "budget.deadlineRateValidity",
} as const satisfies Record<BudgetDeadlineKind, string>;

/**
 * The digest e-mail's subject and plain-text body in `language`: one line per deadline (what, when in the agent's
 * zone, which budget item, its link from `origin`), soonest first as given, or a line saying nothing falls due.
 *
 * @example deadlineDigestMail({ deadlines, language: "es", windowDays: 5, timeZone: "UTC", origin: "https://portal.example" }).subject
 * // "Vencimientos próximos: 2"
 */
export const deadlineDigestMail = ({
  deadlines,
  language,
  windowDays,
  timeZone,
  origin,
}: {
  readonly deadlines: readonly BudgetDeadline[];
  readonly language: Language;
  readonly windowDays: number;
  /** The agent's zone the times are written in. */
  readonly timeZone: string;
  readonly origin: string;
}): { readonly subject: string; readonly body: string } => {
  const lines = deadlines.map(
    (deadline) =>
      `${translate(language, KIND_KEYS[deadline.kind])} · ${translate(language, "budget.deadlineWhen", {
        date: formatCardDate(deadline.local.date),
        time: deadline.local.time,
      })} · ${translate(language, "budget.deadlineItem", {
        budget: deadline.budgetTitle,
        item: deadline.itemTitle ?? deadline.product,
      })} · ${origin}${deadline.href}`,
  );
  return {
    subject: translate(language, "budget.digestSubject", { count: deadlines.length }),
    body: [
      translate(language, "budget.deadlinesIntro", { days: windowDays, zone: timeZone }),
      "",
      ...(lines.length === 0 ? [translate(language, "budget.deadlinesEmpty", { days: windowDays })] : lines),
    ].join("\n"),
  };
};
