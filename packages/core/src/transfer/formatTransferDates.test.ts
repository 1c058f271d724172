import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { formatBudgetDay } from "../budget/itemDates/formatDayRange.js";
import type { CalendarDate } from "../dates/calendarDate.js";
import { LANGUAGES } from "../locale/language.js";
import { formatTransferDates } from "./formatTransferDates.js";
import { arbTransferSearch } from "./test/arbitraries.js";

const arbLanguage = fc.constantFrom(...LANGUAGES);

const day = (text: string) => text as CalendarDate;

describe("formatTransferDates", () => {
  test.prop([arbTransferSearch, arbLanguage], { numRuns: 1000 })(
    "writes each way's day in the reader's language then its time, never as YYYY-MM-DD, the return after ' – '",
    (search, language) => {
      const text = formatTransferDates(search, language);
      expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      const outbound = `${formatBudgetDay(search.outbound.date, language)} ${search.outbound.time}`;
      expect(text).toBe(
        search.inbound === null
          ? outbound
          : `${outbound} – ${formatBudgetDay(search.inbound.date, language)} ${search.inbound.time}`,
      );
    },
  );

  it("in es, en and pt", () => {
    const outbound = { date: day("2027-01-08"), time: "09:30" };
    const inbound = { date: day("2027-01-15"), time: "18:00" };
    expect(formatTransferDates({ outbound, inbound: null }, "en")).toBe("Jan 8, 2027 09:30");
    expect(formatTransferDates({ outbound, inbound }, "es")).toBe("8 ene 2027 09:30 – 15 ene 2027 18:00");
    expect(formatTransferDates({ outbound, inbound }, "pt")).toBe("8 de jan. de 2027 09:30 – 15 de jan. de 2027 18:00");
  });
});
