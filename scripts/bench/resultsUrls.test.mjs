import { describe, expect, it } from "vitest";
import * as core from "../../packages/core/src/index.ts";
import {
  bundleResultsPath,
  flightResultsPath,
  hotelDetailPathFromResults,
  hotelResultsPath,
  packageResultsPath,
} from "./_resultsUrls.mjs";

// Core's source is passed in: the bench reads core's build (packages/core/dist), which the unit tests run without.
const runDate = new Date("2026-12-20T23:30:00Z");

describe("results paths from the bench's run date", () => {
  it("searches a hotel city a month ahead, three nights, two adults", async () => {
    expect(await hotelResultsPath("MAD", runDate, core)).toBe(
      "/hotel/results/MAD/2027-01-19/2027-01-22/2-0?availability=CNF",
    );
  });

  it("opens the detail page of the first results card with enough rates, for the same stay", async () => {
    const asked = [];
    const portal = {
      postJson: async (path, body) => {
        asked.push([path, body]);
        return {
          status: 200,
          body: {
            hotels: [
              { name: "Disabled Inn", hotelDetailId: "1", disabled: true, rates: [] },
              { name: "Two Rates", hotelDetailId: "2", rates: [{}, {}] },
              { name: "Magnolia Hotel Lavapiés", hotelDetailId: "1350769", rates: [{}, {}, {}, {}] },
            ],
          },
        };
      },
    };
    expect(await hotelDetailPathFromResults(portal, "MAD", runDate, 1, core)).toBe(
      "/hotel/details/two-rates/2/2027-01-19/2027-01-22/2-0/MAD",
    );
    expect(await hotelDetailPathFromResults(portal, "MAD", runDate, 4, core)).toBe(
      "/hotel/details/magnolia-hotel-lavapies/1350769/2027-01-19/2027-01-22/2-0/MAD",
    );
    expect(asked[0]).toEqual([
      "/api/v1/hotels/search",
      { url: "/hotel/results/MAD/2027-01-19/2027-01-22/2-0?availability=CNF" },
    ]);
    await expect(hotelDetailPathFromResults(portal, "MAD", runDate, 5, core)).rejects.toThrow("no hotel of MAD");
  });

  it("searches a round trip a month ahead, back a week later", async () => {
    expect(await flightResultsPath(["Buenos Aires", "BUE"], ["Miami", "MIA"], runDate, core)).toBe(
      "/flight/results/Buenos%20Aires/2-0/BUE/Miami/MIA/2027-01-19;2027-01-26/0/0/ALL/-/-",
    );
  });

  it("searches a flight-plus-hotel week in Cancún a month ahead", async () => {
    expect(await packageResultsPath(runDate, core)).toBe(
      "/flightsHotels/results/BUE:Buenos%20Aires/CUN/Canc%C3%BAn/2027-01-19/2027-01-26/2-0/0/0",
    );
  });

  it("explores every bundle ('Explorar nuestras propuestas')", async () => {
    expect(await bundleResultsPath(core)).toBe(
      "/dynamicVacationBundle/results?destination_ids=&period_ids=&tematic_ids=&all=1",
    );
  });
});
