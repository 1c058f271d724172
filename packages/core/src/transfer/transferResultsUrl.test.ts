import { fc, test } from "@fast-check/vitest";
import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import { readPathOccupancy } from "../routes/pathOccupancy.js";
import { arbTransferResultsPage, arbTransferSearch } from "./test/arbitraries.js";
import { TRANSFER_FILTERS_NONE } from "./transferFilters.js";
import {
  buildTransferResultsUrl,
  buildTransferSearchUrl,
  parseTransferResultsUrl,
  parseTransferSearchUrl,
} from "./transferResultsUrl.js";
import type { TransferSearch } from "./transferSearch.js";

const SEARCH: TransferSearch = {
  from: { kind: "airport", code: "MAD", name: "Madrid-Barajas (MAD), Madrid" },
  to: { kind: "hotel", code: "MADOMNICODE=7", name: "Hotel Sol: centro" },
  outbound: { date: "2027-03-01" as TransferSearch["outbound"]["date"], time: "09:30" },
  inbound: null,
  passengers: { adults: 2, children: 1, ages: [5] },
  luggage: 3,
};

describe("transfer results URL", () => {
  it("writes each end as kind:code:name, the dates with their times, the party and the luggage", () => {
    expect(buildTransferSearchUrl(SEARCH)).toBe(
      "/transfer/results/airport:MAD:Madrid-Barajas%20(MAD)%2C%20Madrid/hotel:MADOMNICODE%3D7:Hotel%20Sol%3A%20centro/2027-03-01T0930/2-1:5/3",
    );
    expect(
      buildTransferResultsUrl({
        search: { ...SEARCH, inbound: { date: SEARCH.outbound.date, time: "18:05" } },
        filters: { ...TRANSFER_FILTERS_NONE, serviceTypes: ["private"], priceMax: 5000 },
        sort: "duration",
        page: 2,
      }),
    ).toMatch(/\/2027-03-01T0930;2027-03-01T1805\/2-1:5\/3\?type=private&priceMax=5000&sort=duration&page=2$/);
  });

  test.prop([arbTransferSearch], { numRuns: 1000 })("parse(build(search)) = search", (search) => {
    expect(parseTransferSearchUrl(buildTransferSearchUrl(search))).toEqual(Result.succeed(search));
  });

  test.prop([arbTransferResultsPage], { numRuns: 1000 })(
    "parse(build(page)) = page, filters and sort included",
    (page) => {
      expect(parseTransferResultsUrl(buildTransferResultsUrl(page))).toEqual(Result.succeed(page));
    },
  );

  test.prop([arbTransferSearch], { numRuns: 1000 })(
    "spec 000 §2: the transfer's occupancy is read from path segment 6",
    (search) => {
      const read = readPathOccupancy("transfer", buildTransferSearchUrl(search));
      expect(read).toEqual(Result.succeed({ product: "transfer", rooms: [search.passengers] }));
    },
  );

  test.prop([fc.string(), fc.string()], { numRuns: 1000 })(
    "junk never throws and is an error naming the route",
    (a, b) => {
      for (const input of [a, `/transfer/results/${a}/${b}/x/2-0/1`, `${buildTransferSearchUrl(SEARCH)}?${a}`]) {
        const read = parseTransferResultsUrl(input);
        if (Result.isFailure(read)) expect(read.failure.route).toBe("transferResults");
      }
    },
  );

  it("refuses a bad end, time, party, luggage or filter, naming the field", () => {
    const field = (url: string) => {
      const read = parseTransferResultsUrl(url);
      return Result.isFailure(read) ? read.failure.field : "read";
    };
    expect(field("/transfer/results/ship:X:Y/city:MAD:Madrid/2027-03-01T0930/2-0/1")).toBe("from");
    expect(field("/transfer/results/city:X/city:MAD:Madrid/2027-03-01T0930/2-0/1")).toBe("from");
    expect(field("/transfer/results/city:X:Y/city:MAD:Madrid/2027-03-01T2460/2-0/1")).toBe("dates");
    expect(field("/transfer/results/city:X:Y/city:MAD:Madrid/2027-02-30T1000/2-0/1")).toBe("dates");
    expect(field("/transfer/results/city:X:Y/city:MAD:Madrid/2027-03-01T1000/2-x/1")).toBe("passengers");
    expect(field("/transfer/results/city:X:Y/city:MAD:Madrid/2027-03-01T1000/2-0/21")).toBe("luggage");
    expect(field("/transfer/results/city:X:Y/city:MAD:Madrid/2027-03-01T1000/2-0/1?type=taxi")).toBe("type");
    expect(field("/transfer/results/city:X:Y/city:MAD:Madrid/2027-03-01T1000/2-0/1?page=0")).toBe("page");
  });
});
