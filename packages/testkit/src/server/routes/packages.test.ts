import {
  buildFlightResultsUrl,
  decodeWith,
  flightSearchFormEntries,
  hotelSearchFormEntries,
  PackageDetailReply,
  packageSearchFormEntries,
  parseCalendarDate,
  parseFlightResultsUrl,
  parsePackageResultsUrl,
} from "@travesia/core";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { createDemoApi } from "../app.js";
import { packageId } from "./packages.js";

const NOW = new Date("2026-11-21T12:00:00Z");
const app = createDemoApi({ now: () => NOW, seed: 9 });

const date = (text: string) => {
  const parsed = parseCalendarDate(text);
  if (Result.isFailure(parsed)) throw new Error(text);
  return parsed.success;
};

const postForm = (path: string, entries: readonly (readonly [string, string])[], accept = "application/json") =>
  app.request(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept },
    body: new URLSearchParams(entries.map(([key, value]): [string, string] => [key, value])).toString(),
  });

describe("packages", () => {
  it("answers a package detail with its hotel detail id", async () => {
    const hotel = "100005";
    const reply = await app.request(`/flightsHotels/packageDetails/${packageId(hotel, "2027-03-01", 7, "COR", 2)}`, {
      headers: { accept: "application/json" },
    });
    expect(reply.status).toBe(200);
    const decoded = decodeWith(PackageDetailReply)(await reply.json());
    if (Result.isFailure(decoded)) throw new Error(decoded.failure.message);
    expect(decoded.success.serviceHotel.serviceInfo.any.HotelSearchRate.HotelDetailId).toBe(hotel);
    expect((await app.request("/flightsHotels/packageDetails/nope")).status).toBe(400);
    expect(
      (await app.request(`/flightsHotels/packageDetails/${packageId("100005", "2027-03-01", 7, "ZZZ", 2)}`)).status,
    ).toBe(404);
  });

  it("answers the package form post with the results URL, as JSON or as a redirect", async () => {
    const entries = packageSearchFormEntries({
      origins: [{ id: "COR", name: "Córdoba" }],
      toCity: { id: "MAD", name: "Madrid" },
      checkIn: date("2027-03-01"),
      checkOut: date("2027-03-10"),
      rooms: [{ adults: 2, children: 1, ages: [7] }],
      differentHotel: null,
      partialHotel: null,
    });
    const reply = await postForm("/search/flightsHotels", entries);
    const { next } = (await reply.json()) as { next: string };
    expect(Result.isSuccess(parsePackageResultsUrl(next))).toBe(true);
    const redirect = await postForm("/search/flightsHotels", entries, "text/html");
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get("location")).toBe(next);
    expect((await postForm("/search/flightsHotels", [["search[origins]", "x"]])).status).toBe(400);
  });

  it("answers the flight and hotel form posts with their results URLs", async () => {
    const flight = {
      origins: ["Buenos Aires"],
      originIds: ["BUE"],
      toCityName: "Miami",
      toCityId: "MIA",
      departure: date("2027-03-01"),
      returnDate: date("2027-03-09"),
      flexibleDates: false,
      oneWay: false,
      passengers: { adults: 1, children: 0, ages: [] },
      cabin: "ALL" as const,
      stops: [],
      officeId: null,
    };
    const reply = await postForm("/search/flight", flightSearchFormEntries(flight));
    const { next } = (await reply.json()) as { next: string };
    expect(next).toBe(buildFlightResultsUrl(flight));
    expect(Result.isSuccess(parseFlightResultsUrl(next))).toBe(true);
    const unknown = await postForm("/search/flight", flightSearchFormEntries({ ...flight, toCityId: "QQQ" }));
    expect(((await unknown.json()) as { error: string }).error).toMatch(/^search\[to\]\[city_id\]: /);
    const hotel = await postForm(
      "/search/hotel",
      hotelSearchFormEntries({
        destinationId: { _tag: "DestinationCode", id: "RIO" },
        externalHotelReference: "",
        destinationName: "Río de Janeiro",
        checkIn: date("2027-02-01"),
        checkOut: date("2027-02-05"),
        rooms: [{ adults: 2, children: 0, ages: [] }],
        availability: "CNF",
        hotelName: "",
      }),
    );
    expect(((await hotel.json()) as { next: string }).next).toMatch(
      /^\/hotel\/results\/RIO\/2027-02-01\/2027-02-05\/2-0/,
    );
  });
});
