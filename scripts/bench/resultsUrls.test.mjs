import { describe, expect, it } from "vitest";
import * as core from "../../packages/core/src/index.ts";
import {
  bundleResultsPath,
  flightResultsPath,
  hotelDetailPath,
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

  it("opens a hotel's detail page for the same stay", async () => {
    expect(await hotelDetailPath(["Magnolia Hotel Lavapiés", "1350769", "MAD"], runDate, core)).toBe(
      "/hotel/details/magnolia-hotel-lavapies/1350769/2027-01-19/2027-01-22/2-0/MAD",
    );
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
