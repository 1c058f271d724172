import { test } from "@fast-check/vitest";
import { Result } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CalendarDate, formatCardDate, parseCalendarDate } from "../dates/index.js";
import { translate } from "../locale/catalog.js";
import { LANGUAGES } from "../locale/language.js";
import type { PackageSearch } from "../routes/packageSearch.js";
import { arbPackageSearch } from "../routes/test/arbitraries.js";
import { packageSearchSummary } from "./packageSearchSummary.js";

const day = (text: string): CalendarDate => Result.getOrThrow(parseCalendarDate(text));

const CANCUN: PackageSearch = {
  origins: [{ id: "BUE", name: "Buenos Aires" }],
  toCity: { id: "CUN", name: "Cancún" },
  checkIn: day("2027-01-02"),
  checkOut: day("2027-01-09"),
  rooms: [{ adults: 2, children: 0, ages: [] }],
  differentHotel: null,
  partialHotel: null,
};

describe("packageSearchSummary", () => {
  it("writes the route, the flight's dates and the travellers in each language", () => {
    expect(packageSearchSummary(CANCUN, (key, params) => translate("es", key, params))).toEqual({
      route: "Buenos Aires → Cancún",
      flightDates: "Vuelos del 02/01/2027 al 09/01/2027",
      travellers: "1 habitación · 2 pasajeros",
    });
    expect(packageSearchSummary(CANCUN, (key, params) => translate("en", key, params)).travellers).toBe(
      "1 room · 2 travellers",
    );
    expect(packageSearchSummary(CANCUN, (key, params) => translate("pt", key, params)).flightDates).toBe(
      "Voos de 02/01/2027 a 09/01/2027",
    );
  });

  test.prop([arbPackageSearch, fc.constantFrom(...LANGUAGES)], { numRuns: 1000 })(
    "every value comes from the search: its places, its dates as cards write them, its rooms and every guest",
    (search, language) => {
      const asked: Record<string, unknown> = {};
      const lines = packageSearchSummary(search, (key, params) => {
        asked[key] = params;
        return translate(language, key, params);
      });
      expect(asked["packageScreens.detailRoute"]).toEqual({
        origin: search.origins.map((origin) => origin.name).join(", "),
        destination: search.toCity.name,
      });
      expect(asked["packageScreens.flightDates"]).toEqual({
        checkIn: formatCardDate(search.checkIn),
        checkOut: formatCardDate(search.checkOut),
      });
      expect(asked["hotel.summaryRooms"]).toEqual({ count: search.rooms.length });
      expect(asked["packageScreens.travellers"]).toEqual({
        count: search.rooms.reduce((sum, room) => sum + room.adults + room.children, 0),
      });
      expect(lines.route).toContain(search.toCity.name);
      expect(lines.flightDates).toContain(formatCardDate(search.checkOut));
      expect(lines.travellers.split(" · ")).toHaveLength(2);
    },
  );
});
