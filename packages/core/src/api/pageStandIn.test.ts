import { test } from "@fast-check/vitest";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { flightSearchFoldDetails, flightSearchSummary } from "../flight/flightSearchSummary.js";
import { translate } from "../locale/catalog.js";
import { LANGUAGES } from "../locale/language.js";
import { packageSearchSummary } from "../package/packageSearchSummary.js";
import { buildFlightSearchUrl } from "../routes/flightSearchUrl.js";
import { buildPackageResultsUrl } from "../routes/packageSearch.js";
import { arbFlightSearch, arbFlightSearchFilters, arbPackageSearch } from "../routes/test/arbitraries.js";
import { arbTransferResultsPage } from "../transfer/test/arbitraries.js";
import { buildTransferResultsUrl } from "../transfer/transferResultsUrl.js";
import { fillPageStandIn, pageStandInSlot, pageStandInValues } from "./pageStandIn.js";

const MIAMI = "/flight/results/Buenos%20Aires/2-0/BUE/Miami/MIA/2027-03-01;2027-03-10/0/0/ALL/-/-";
const HEADING = `<h1 class="t">Vuelos a ${pageStandInSlot("city")}</h1>`;

/** What a browser shows of HTML text: the entities read back. */
const shownText = (html: string) =>
  html
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");

describe("pageStandInValues", () => {
  test.prop([arbFlightSearch, arbFlightSearchFilters, fc.constantFrom(...LANGUAGES)], { numRuns: 1000 })(
    "a flight results page's stand-in names the city its heading names and its folded form's lines, in the language",
    (search, filters, language) => {
      const summary = flightSearchSummary(search);
      const passengers = translate(language, "flight.priceTimesPassengers", { count: summary.passengers });
      expect(pageStandInValues(buildFlightSearchUrl({ search, filters }), language)).toEqual({
        city: search.toCityName,
        route: summary.route,
        details: flightSearchFoldDetails(summary, passengers),
      });
    },
  );

  it("counts the flight's passengers in the page's language", () => {
    expect(pageStandInValues(MIAMI).details).toBe("01/03/2027 – 10/03/2027 · 2 pasajeros");
    expect(pageStandInValues(MIAMI, "en").details).toBe("01/03/2027 – 10/03/2027 · 2 passengers");
    expect(pageStandInValues(MIAMI.replace("/2-0/", "/1-0/"), "pt").details).toBe(
      "01/03/2027 – 10/03/2027 · 1 passageiro",
    );
  });

  test.prop([arbPackageSearch, fc.constantFrom("", "?utm_source=mail"), fc.constantFrom(...LANGUAGES)], {
    numRuns: 1000,
  })(
    "a package results page's stand-in names the destination its heading names and its summary's lines, in the language, whatever the query",
    (search, query, language) => {
      const summary = packageSearchSummary(search, (key, params) => translate(language, key, params));
      expect(pageStandInValues(buildPackageResultsUrl(search) + query, language)).toEqual({
        city: search.toCity.name,
        route: summary.route,
        dates: summary.flightDates,
        travellers: summary.travellers,
      });
    },
  );

  it("writes a package's summary in the page's language", () => {
    const cancun = "/flightsHotels/results/BUE:Buenos%20Aires/CUN/Canc%C3%BAn/2027-03-01/2027-03-08/2-0/0/0";
    expect(pageStandInValues(cancun)).toEqual({
      city: "Cancún",
      route: "Buenos Aires → Cancún",
      dates: "Vuelos del 01/03/2027 al 08/03/2027",
      travellers: "1 habitación · 2 pasajeros",
    });
    expect(pageStandInValues(cancun, "en").travellers).toBe("1 room · 2 travellers");
    expect(pageStandInValues(cancun, "pt").dates).toBe("Voos de 01/03/2027 a 08/03/2027");
  });

  test.prop([arbTransferResultsPage], { numRuns: 1000 })(
    "a transfer results page's stand-in names both ends as its search box chose them, whatever its query",
    (page) => {
      expect(pageStandInValues(buildTransferResultsUrl(page))).toEqual({
        from: page.search.from.name,
        to: page.search.to.name,
      });
    },
  );

  it("names a bundle results page's heading by its search in the page's language, and none for a query it cannot read", () => {
    const all = "/dynamicVacationBundle/results?destination_ids=&period_ids=&tematic_ids=&all=1";
    expect(pageStandInValues(all)).toEqual({ heading: "Nuestras propuestas" });
    expect(pageStandInValues(`${all}&page=2`, "en")).toEqual({ heading: "Our proposals" });
    expect(pageStandInValues("/dynamicVacationBundle/results?destination_ids=CUN")).toEqual({
      heading: "Paquetes vacacionales",
    });
    expect(pageStandInValues("/dynamicVacationBundle/results?page=0")).toEqual({});
  });

  it("gives nothing for the other pages and for a flight results URL the page would call invalid", () => {
    for (const page of [
      "/",
      "/mybudgets",
      "/hotel/results/MAD/2027-03-01/2027-03-05/2-0",
      "/flight/results/x",
      "/flightsHotels/results/BUE:Buenos%20Aires/CUN/Canc%C3%BAn/2027-13-01/2027-03-08/2-0/0/0",
    ]) {
      expect(pageStandInValues(page)).toEqual({});
    }
    expect(pageStandInValues(`${MIAMI}?stops=many`)).toEqual({});
  });

  test.prop([fc.string()], { numRuns: 1000 })("never throws", (url) => {
    expect(typeof pageStandInValues(url)).toBe("object");
    expect(typeof pageStandInValues(`/flight/results/${url}`)).toBe("object");
    expect(typeof pageStandInValues(`/flightsHotels/results/${url}`)).toBe("object");
    expect(typeof pageStandInValues(`/transfer/results/${url}`)).toBe("object");
  });
});

describe("fillPageStandIn", () => {
  it("writes the URL's value in the slot, in the shell's language", () => {
    expect(fillPageStandIn(HEADING, MIAMI)).toBe('<h1 class="t">Vuelos a Miami</h1>');
    expect(fillPageStandIn(`<p>${pageStandInSlot("details")}</p>`, MIAMI, "en")).toBe(
      "<p>01/03/2027 – 10/03/2027 · 2 passengers</p>",
    );
  });

  test.prop([arbFlightSearch, arbFlightSearchFilters], { numRuns: 1000 })(
    "the value is escaped: the markup keeps its elements and shows the city as text",
    (search, filters) => {
      const filled = fillPageStandIn(HEADING, buildFlightSearchUrl({ search, filters }));
      expect(filled).not.toBeNull();
      const inner = (filled ?? "").slice('<h1 class="t">'.length, -"</h1>".length);
      expect(inner).not.toMatch(/[<>"']/);
      expect(shownText(inner)).toBe(`Vuelos a ${search.toCityName}`);
    },
  );

  it("gives null when a slot has no value for the URL, and markup without slots as it is", () => {
    expect(fillPageStandIn(HEADING, "/mybudgets")).toBeNull();
    expect(fillPageStandIn("<h1>Resultados de hoteles</h1>", "/hotel/results/x")).toBe(
      "<h1>Resultados de hoteles</h1>",
    );
  });
});
