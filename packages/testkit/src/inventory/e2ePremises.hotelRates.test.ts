import { hotelSearchClusters } from "@travesia/core";
import { describe, expect, it } from "vitest";
import { demoTab } from "../internal/accountsTestSupport.js";
import { createDemoApi } from "../server/app.js";
import { addDays } from "./days.js";
import { searchHotelsWith } from "./test/searchHotelsWith.js";

/*
 * The end-to-end journeys of e2e/hotel-rates.spec.ts search Madrid 60 to 63 days ahead of today, and so does
 * e2e/hotel-compare.spec.ts. The demo draws a stay's rates (how many, which policy) from the stay's dates, so what
 * those tests expect of the results is checked here over a year of todays: no browser test may hold on one day's
 * inventory.
 */

const FIRST_TODAY = "2026-12-01";
const DAYS = 366;

interface Cluster {
  readonly hotelDetailId: string;
  readonly rates: readonly { readonly tripProductID: string; readonly moreOptions?: boolean }[];
}

describe("hotel-rates.spec and hotel-compare.spec: Madrid 60 to 63 days ahead, over a year of todays", () => {
  let today = FIRST_TODAY;
  const app = createDemoApi({ now: () => new Date(`${today}T12:00:00Z`), seed: 1 });

  const signedIn = async (username: string) => {
    const tab = demoTab(app);
    await tab.login(username);
    return tab.fetch;
  };

  it(`from ${FIRST_TODAY}, every third today for ${DAYS} days`, async () => {
    // Every third day meets every weekday and every month of the stay.
    for (let offset = 0; offset < DAYS; offset += 3) {
      today = addDays(FIRST_TODAY, offset);
      // Sessions last hours of the demo's clock: each today signs in again.
      const agent = await signedIn("agente");
      const noFees = await signedIn("agente.singastos");
      const url = `/hotel/results/MAD/${addDays(today, 60)}/${addDays(today, 63)}/2-0`;
      const reply = await searchHotelsWith(agent, url);
      const hotels: readonly Cluster[] = hotelSearchClusters(reply);
      expect(hotels.length, `${today}: three hotels to compare`).toBeGreaterThanOrEqual(3);
      const listed = hotels.filter(
        (hotel) => hotel.rates.length > 3 && hotel.rates.some((rate) => rate.moreOptions === true),
      );
      expect(listed.length, `${today}: a hotel with more than 3 rates and 'Más tarifas'`).toBeGreaterThan(0);
      let withFees = false;
      for (const hotel of listed.slice(0, 10)) {
        for (const rate of hotel.rates) {
          const quote = await noFees(`/checkout/quote/hotel/${rate.tripProductID}`);
          withFees = ((await quote.json()) as { deadlineReached?: boolean }).deadlineReached === true;
          if (withFees) break;
        }
        if (withFees) break;
      }
      expect(withFees, `${today}: a rate with cancellation fees among the first 10 listed hotels`).toBe(true);
    }
  }, 120_000);
});
