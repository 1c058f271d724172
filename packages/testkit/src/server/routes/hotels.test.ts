import { fc, test } from "@fast-check/vitest";
import {
  buildHotelMoreOptionsUrl,
  buildHotelRecommendedOffersUrl,
  buildHotelSearchUrl,
  decodeWith,
  HotelCatalogReply,
  HotelMoreRatesReply,
  HotelPoliticsReply,
  HotelSearchReply,
  hotelResultsOptionsDefault,
  hotelSearchFiltersDefault,
  type Occupancy,
  parseCalendarDate,
} from "@travesia/core";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { arbOccupancy } from "../../arbitraries/occupancy.js";
import { CATALOG_AMENITIES, CATALOG_BOARDS, CATALOG_SUPPLIERS } from "../../inventory/catalogs.js";
import { addDays } from "../../inventory/days.js";
import { createDemoApi } from "../app.js";
import { inProcessFetcher } from "../inProcess.js";

const NOW = new Date("2026-11-21T12:00:00Z");
const json = { "content-type": "application/json" };

const date = (text: string) => {
  const parsed = parseCalendarDate(text);
  if (Result.isFailure(parsed)) throw new Error(text);
  return parsed.success;
};

const searchUrl = (
  destination: string,
  checkIn: string,
  nights: number,
  rooms: Occupancy,
  filters: Partial<typeof hotelSearchFiltersDefault> = {},
  options: Partial<typeof hotelResultsOptionsDefault> = {},
) =>
  buildHotelSearchUrl({
    route: {
      destination: { _tag: "DestinationCode", id: destination },
      checkIn: date(checkIn),
      checkOut: date(addDays(checkIn, nights)),
      rooms,
      options: { ...hotelResultsOptionsDefault, ...options },
    },
    filters: { ...hotelSearchFiltersDefault, ...filters },
  });

const post = async (app: ReturnType<typeof createDemoApi>, path: string, body: unknown) => {
  const reply = await app.request(path, { method: "POST", headers: json, body: JSON.stringify(body) });
  return { status: reply.status, body: (await reply.json()) as Record<string, unknown> };
};

const decodeSearch = decodeWith(HotelSearchReply);
const twoAdults: Occupancy = [{ adults: 2, children: 0, ages: [] }];

describe("POST /api/v1/hotels/search", () => {
  const app = createDemoApi({ now: () => NOW, seed: 7 });

  it("answers a big city with 1,000+ hotels, paginated, decoding with core's reply schema", async () => {
    const { status, body } = await post(app, "/api/v1/hotels/search", {
      url: searchUrl("BUE", "2027-03-01", 3, twoAdults),
    });
    expect(status).toBe(200);
    const decoded = decodeSearch(body);
    expect(Result.isSuccess(decoded)).toBe(true);
    expect(body.xTotalCount).toBeGreaterThanOrEqual(900);
    expect((body.hotels as unknown[]).length).toBe(20);
    expect(body.xPendingResults).toBe("false");
  });

  it("narrows a search by one hotel (externalHotelReference) to it, wherever it stands in the list", async () => {
    const url = searchUrl("MAD", "2027-05-10", 3, twoAdults, { pagination: { currentPage: 3 } });
    const third = await post(app, "/api/v1/hotels/search", { url });
    const later = (third.body.hotels as { hotelDetailId: string; rates: unknown[] }[]).find(
      (hotel) => hotel.rates.length > 0,
    );
    if (later === undefined) throw new Error("expected hotels with rates on Madrid's third page");
    const one = await post(app, "/api/v1/hotels/search", {
      url: searchUrl("MAD", "2027-05-10", 3, twoAdults, {}, { externalHotelReference: later.hotelDetailId }),
    });
    expect(one.status).toBe(200);
    const hotels = one.body.hotels as { hotelDetailId: string; rates: unknown[]; disabled?: boolean }[];
    expect(hotels.map((hotel) => hotel.hotelDetailId)).toEqual([later.hotelDetailId]);
    expect(hotels[0]?.rates.length).toBe(later.rates.length);
    expect(one.body.xTotalCount).toBe(1);
    const blank = await post(app, "/api/v1/hotels/search", {
      url: searchUrl("MAD", "2027-05-10", 3, twoAdults, {}, { externalHotelReference: " " }),
    });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body)).toContain("externalHotelReference");
  });

  it("is deterministic for a seed and differs for another seed", async () => {
    const url = searchUrl("MAD", "2027-05-10", 4, twoAdults, { board: ["2"] });
    const first = await post(app, "/api/v1/hotels/search", { url });
    const again = await post(createDemoApi({ now: () => NOW, seed: 7 }), "/api/v1/hotels/search", { url });
    const other = await post(createDemoApi({ now: () => NOW, seed: 8 }), "/api/v1/hotels/search", { url });
    expect(again.body).toEqual(first.body);
    expect(other.body).not.toEqual(first.body);
  });

  it("prices other stays differently", async () => {
    const a = await post(app, "/api/v1/hotels/search", {
      url: searchUrl("RIO", "2027-01-10", 3, twoAdults, { sorting: { sortFieldName: "name" } }),
    });
    const b = await post(app, "/api/v1/hotels/search", {
      url: searchUrl("RIO", "2027-04-10", 3, twoAdults, { sorting: { sortFieldName: "name" } }),
    });
    const price = (body: Record<string, unknown>) =>
      (body.hotels as { rates: { prices: { gross: { amount: number } } }[] }[]).map(
        (hotel) => hotel.rates[0]?.prices.gross.amount,
      );
    expect(price(a.body)).not.toEqual(price(b.body));
  });

  it("searches around a point and keeps only hotels within the POI radius", async () => {
    const url =
      "/hotel/results/-34.6037,-58.3816/2027-03-01/2027-03-04/2-0?poi.geo=-34.6037,-58.3816&poi.radio=2&sorting.sortFieldName=distance";
    const { status, body } = await post(app, "/api/v1/hotels/search", { url });
    expect(status).toBe(200);
    const decoded = decodeSearch(body);
    if (Result.isFailure(decoded)) throw new Error(decoded.failure.message);
    const distances = (body.hotels as { distance?: { value: number; unit: string } }[]).map(
      (hotel) => hotel.distance?.value ?? 99,
    );
    expect(distances.length).toBeGreaterThan(0);
    expect(distances.every((km) => km <= 2)).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(decoded.success.filters?.geoReference).toEqual({ latitude: -34.6037, longitude: -58.3816 });
  });

  it("streams a progressive search in batches until complete", async () => {
    const browser = inProcessFetcher(createDemoApi({ now: () => NOW, seed: 3 }));
    const url = searchUrl("CUN", "2027-02-01", 5, twoAdults);
    const counts: number[] = [];
    const pendings: unknown[] = [];
    for (let call = 0; call < 4; call++) {
      const reply = await browser("/api/v1/hotels/search", {
        method: "POST",
        headers: json,
        body: JSON.stringify({ url, progressiveResults: true }),
      });
      const body = (await reply.json()) as Record<string, unknown>;
      counts.push(body.xTotalCount as number);
      pendings.push(body.xPendingResults);
    }
    expect(pendings).toEqual(["true", "true", "false", "false"]);
    expect(counts[0]).toBeLessThan(counts[1] as number);
    expect(counts[1]).toBeLessThan(counts[2] as number);
  });

  it("completes a progressive search for a caller without cookies too", async () => {
    const local = createDemoApi({ now: () => NOW, seed: 3 });
    const url = searchUrl("CUN", "2027-02-02", 5, twoAdults);
    const pendings: unknown[] = [];
    for (let call = 0; call < 3; call++) {
      pendings.push(
        (await post(local, "/api/v1/hotels/search", { url, progressiveResults: true })).body.xPendingResults,
      );
    }
    expect(pendings).toEqual(["true", "true", "false"]);
  });

  const filterArb = fc.record({
    categoryMin: fc.integer({ min: 1, max: 5 }),
    categorySpan: fc.integer({ min: 0, max: 4 }),
    board: fc.subarray(
      CATALOG_BOARDS.map((board) => board.code),
      { maxLength: 2 },
    ),
    supplier: fc.subarray(
      CATALOG_SUPPLIERS.map((supplier) => supplier.code),
      { maxLength: 2 },
    ),
    amenity: fc.subarray(
      CATALOG_AMENITIES.map((amenity) => amenity.code),
      { maxLength: 2 },
    ),
    refundable: fc.boolean(),
    offer: fc.boolean(),
    page: fc.integer({ min: 1, max: 4 }),
    sort: fc.constantFrom(null, "price", "price:desc", "category", "name", "bestvalue"),
    viewType: fc.constantFrom(null, "simple" as const, "aggregated-basic" as const, "aggregated-enriched" as const),
    city: fc.constantFrom("BUE", "MDQ", "PUJ", "LIS", "USH", "FLN"),
    start: fc.integer({ min: 1, max: 300 }),
    nights: fc.integer({ min: 1, max: 14 }),
    rooms: arbOccupancy({
      rooms: { min: 1, max: 3 },
      adults: { min: 1, max: 4 },
      children: { min: 0, max: 2 },
      age: { min: 0, max: 17 },
    }),
  });

  // Each run prices a whole city for a new stay, so runs are few; the filter rules themselves are pure and cheap.
  test.prop([filterArb], { numRuns: 40 })(
    "every result satisfies the filters asked for",
    async (input) => {
      const checkIn = addDays("2026-11-21", input.start);
      const url = searchUrl(input.city, checkIn, input.nights, input.rooms, {
        category: { min: input.categoryMin, max: Math.min(5, input.categoryMin + input.categorySpan) },
        board: input.board,
        supplier: input.supplier,
        amenity: input.amenity,
        requestNonRefundableRates: input.refundable,
        offers: { favourite: false, offer: input.offer, recommended: false },
        pagination: { currentPage: input.page },
        sorting: { sortFieldName: input.sort },
        viewType: input.viewType,
      });
      const { status, body } = await post(app, "/api/v1/hotels/search", { url });
      expect(status).toBe(200);
      const decoded = decodeSearch(body);
      if (Result.isFailure(decoded)) throw new Error(decoded.failure.message);
      const hotels = decoded.success.hotels as readonly {
        rating?: { value: number };
        amenities?: readonly string[];
        rates: readonly {
          board: { code: string };
          supplier?: { code: string };
          offers?: readonly string[];
          tripProductID: string;
        }[];
      }[];
      for (const hotel of hotels) {
        const stars = hotel.rating?.value ?? 0;
        expect(stars).toBeGreaterThanOrEqual(input.categoryMin);
        expect(stars).toBeLessThanOrEqual(input.categoryMin + input.categorySpan);
        for (const code of input.amenity) expect(hotel.amenities).toContain(code);
        expect(hotel.rates.length).toBeGreaterThan(0);
        for (const rate of hotel.rates) {
          if (input.board.length > 0) expect(input.board).toContain(rate.board.code);
          if (input.supplier.length > 0) expect(input.supplier).toContain(rate.supplier?.code);
          if (input.offer) expect(rate.offers?.length).toBeGreaterThan(0);
        }
      }
      if (input.sort === "price") {
        // Core sorts by the cheapest matching rate's per-night price (the reply says perNight: true).
        const prices = (body.hotels as { rates: { pricesByNight: { gross: { amount: number } } }[] }[]).map((hotel) =>
          Math.min(...hotel.rates.map((rate) => rate.pricesByNight.gross.amount)),
        );
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
      }
    },
    120_000,
  );

  test.prop([fc.oneof(fc.string(), fc.anything())], { numRuns: 300 })(
    "junk payloads and URLs are a 400 naming the field",
    async (junk) => {
      const reply = await app.request("/api/v1/hotels/search", {
        method: "POST",
        headers: json,
        body: typeof junk === "string" && junk.startsWith("{") ? junk : JSON.stringify({ url: junk }),
      });
      expect(reply.status).toBe(400);
      const body = (await reply.json()) as { done: boolean; error: string };
      expect(body.done).toBe(false);
      expect(body.error).toMatch(/^[\w.[\]-]+: /);
    },
  );

  it.each([
    ["not json", "{", /^body: /],
    ["no url", "{}", /^url: /],
    ["bad date", JSON.stringify({ url: "/hotel/results/BUE/2027-02-30/2027-03-02/2-0" }), /^checkIn: /],
    ["past date", JSON.stringify({ url: "/hotel/results/BUE/2020-02-01/2020-03-02/2-0" }), /^checkIn: /],
    ["reversed dates", JSON.stringify({ url: "/hotel/results/BUE/2027-03-05/2027-03-02/2-0" }), /^checkOut: /],
    ["bad rooms", JSON.stringify({ url: "/hotel/results/BUE/2027-03-01/2027-03-02/2-x" }), /^rooms: /],
    [
      "too many adults",
      JSON.stringify({ url: "/hotel/results/BUE/2027-03-01/2027-03-02/12-0" }),
      /^rooms\.0\.adults: /,
    ],
    ["unknown city", JSON.stringify({ url: "/hotel/results/ZZZ/2027-03-01/2027-03-02/2-0" }), /^destination: /],
    [
      "bad category",
      JSON.stringify({ url: "/hotel/results/BUE/2027-03-01/2027-03-02/2-0?category.min=9" }),
      /^category\.min: /,
    ],
    [
      "bad sort",
      JSON.stringify({ url: "/hotel/results/BUE/2027-03-01/2027-03-02/2-0?sorting.sortFieldName=zzz" }),
      /^sorting\.sortFieldName: /,
    ],
  ])("answers 400 for %s", async (_, body, error) => {
    const reply = await app.request("/api/v1/hotels/search", { method: "POST", headers: json, body });
    expect(reply.status).toBe(400);
    expect(((await reply.json()) as { error: string }).error).toMatch(error);
  });
});

describe("hotel details, more options and policies", () => {
  const app = createDemoApi({ now: () => NOW, seed: 11 });
  const firstPage = async () => {
    const { body } = await post(app, "/api/v1/hotels/search", { url: searchUrl("BUE", "2027-03-01", 5, twoAdults) });
    return body.hotels as {
      hotelDetailId: string;
      omniCode: string;
      rates: { tripProductID: string; roomsHash: string; moreOptions: boolean; board: { code: string } }[];
    }[];
  };

  it("serves the catalogue of a hotel and 400/404 for bad ids", async () => {
    const [hotel] = await firstPage();
    const reply = await app.request(`/api/v1/hotels/catalog/${hotel?.hotelDetailId}`);
    expect(reply.status).toBe(200);
    expect(Result.isSuccess(decodeWith(HotelCatalogReply)(await reply.json()))).toBe(true);
    expect((await app.request("/api/v1/hotels/catalog/abc")).status).toBe(400);
    expect((await app.request("/api/v1/hotels/catalog/")).status).toBe(400);
    expect((await app.request("/api/v1/hotels/catalog/999")).status).toBe(404);
  });

  it("answers policies of every kind, and 206 with alternative ids for some rates", async () => {
    const hotels = await firstPage();
    const codes = new Set<string>();
    const statuses = new Set<number>();
    for (const hotel of hotels) {
      for (const rate of hotel.rates) {
        const reply = await app.request(`/api/v1/hotels/politics/${rate.tripProductID}/DD%2FMM%2FYYYY/false`);
        const body = await reply.json();
        const decoded = decodeWith(HotelPoliticsReply)(body);
        if (Result.isFailure(decoded)) throw new Error(decoded.failure.message);
        statuses.add(reply.status);
        codes.add(decoded.success.data.cancelacion.tipo_cancelacion.codigo);
        if (reply.status === 206) expect(decoded.success.data.alternativeProductIds?.length).toBe(1);
      }
    }
    expect([...codes].sort()).toEqual(["C", "G", "NR"]);
    expect(statuses).toEqual(new Set([200, 206]));
    expect((await app.request("/api/v1/hotels/politics/nonsense/DD-MM-YYYY/false")).status).toBe(400);
    expect((await app.request("/api/v1/hotels/politics/H100001-20270301-5-2x0-0/<script>/false")).status).toBe(400);
  });

  it("writes a policy's texts in the language asked (the ml cookie), as a supplier does", async () => {
    const hotels = await firstPage();
    const texts = async (language: string) => {
      const seen = new Set<string>();
      for (const rate of hotels.flatMap((hotel) => hotel.rates)) {
        const reply = await app.request(`/api/v1/hotels/politics/${rate.tripProductID}/DD%2FMM%2FYYYY/false`, {
          headers: { cookie: `ml=${language}` },
        });
        const { cancelacion } = ((await reply.json()) as { data: HotelPoliticsReply["data"] }).data;
        seen.add(cancelacion.tipo_cancelacion.texto ?? "");
        seen.add(cancelacion.durante ?? "");
      }
      return seen;
    };
    const es = await texts("es");
    expect(es).toContain("Cancelación con gastos");
    expect(es).toContain("Desde la reserva");
    const en = await texts("en");
    expect(en).toContain("Cancellation with charges");
    expect(en).toContain("From booking");
    expect([...en].some((text) => /Cancelación|Desde la reserva|Hasta el/.test(text))).toBe(false);
    const pt = await texts("pt");
    expect(pt).toContain("Cancelamento com custos");
    expect([...pt].some((text) => /Cancelación|Desde la reserva|Hasta el/.test(text))).toBe(false);
  });

  it("lists more rate options for a rate that has them", async () => {
    const hotels = await firstPage();
    const hotel = hotels.find((candidate) => candidate.rates.some((rate) => rate.moreOptions));
    const rate = hotel?.rates.find((candidate) => candidate.moreOptions);
    const url = buildHotelMoreOptionsUrl({
      path: {
        destination: { _tag: "DestinationCode", id: "BUE" },
        checkIn: date("2027-03-01"),
        checkOut: date("2027-03-06"),
        rooms: twoAdults,
      },
      query: {
        omniCodes: [hotel?.omniCode ?? ""],
        roomHash: rate?.roomsHash ?? "",
        ratesPage: null,
        board: rate?.board.code ?? null,
        avoidResponseSummary: true,
        avoidHotelExtraInfo: true,
      },
    });
    const { status, body } = await post(app, "/api/v1/hotels/searchMoreRateOptions", { url });
    expect(status).toBe(200);
    const decoded = decodeWith(HotelMoreRatesReply)(body);
    if (Result.isFailure(decoded)) throw new Error(decoded.failure.message);
    expect(decoded.success.hotels[0]?.rates.length).toBeGreaterThan(0);
  });

  it("pages a hotel's rates on demand, 10 at a time, the last of a page marked while more remain", async () => {
    // Five-star hotels carry the most rates (up to 16).
    const { body: reply } = await post(app, "/api/v1/hotels/search", {
      url: searchUrl("BUE", "2027-03-01", 5, twoAdults, { category: { min: 5, max: 5 } }),
    });
    const hotels = reply.hotels as { omniCode?: string }[];
    const path = {
      destination: { _tag: "DestinationCode" as const, id: "BUE" },
      checkIn: date("2027-03-01"),
      checkOut: date("2027-03-06"),
      rooms: twoAdults,
    };
    const pageOf = async (omniCode: string, ratesPage: number, board: string | null = null) => {
      const url = buildHotelMoreOptionsUrl({
        path,
        query: {
          omniCodes: [omniCode],
          roomHash: null,
          ratesPage,
          board,
          avoidResponseSummary: true,
          avoidHotelExtraInfo: true,
        },
      });
      const { status, body } = await post(app, "/api/v1/hotels/searchMoreRateOptions", { url });
      expect(status).toBe(200);
      const decoded = decodeWith(HotelMoreRatesReply)(body);
      if (Result.isFailure(decoded)) throw new Error(decoded.failure.message);
      return decoded.success.hotels[0]?.rates ?? [];
    };
    let pages: (readonly { id: string; onDemand?: boolean; onDemandLast?: boolean; board: { code: string } }[])[] = [];
    for (const hotel of hotels) {
      const first = await pageOf(hotel.omniCode ?? "", 1);
      if (first.length === 10 && first[9]?.onDemandLast === true) {
        pages = [first];
        for (let page = 2; pages.at(-1)?.at(-1)?.onDemandLast === true; page++)
          pages.push(await pageOf(hotel.omniCode ?? "", page));
        const breakfast = await pageOf(hotel.omniCode ?? "", 1, "2");
        expect(breakfast.every((rate) => rate.board.code === "2")).toBe(true);
        break;
      }
    }
    expect(pages.length, "a hotel with more than 10 rates").toBeGreaterThan(1);
    const all = pages.flat();
    expect(new Set(all.map((rate) => rate.id)).size).toBe(all.length);
    expect(all.every((rate) => rate.onDemand === true)).toBe(true);
    expect(
      pages.slice(0, -1).every((page) => page.length === 10 && page.filter((r) => r.onDemandLast).length === 1),
    ).toBe(true);
    expect(pages.at(-1)?.some((rate) => rate.onDemandLast)).toBe(false);
    const bad = await post(app, "/api/v1/hotels/searchMoreRateOptions", {
      url: "/hotel/results/BUE/2027-03-01/2027-03-06/2-0?omniCodes=X&ratesPage=0&avoidResponseSummary=true&avoidHotelExtraInfo=true",
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("ratesPage");
  });

  it("answers recommended offers, options in the body or in the url", async () => {
    const route = {
      destination: { _tag: "DestinationCode" as const, id: "PUJ" },
      checkIn: date("2027-03-01"),
      checkOut: date("2027-03-06"),
      rooms: twoAdults,
      options: hotelResultsOptionsDefault,
    };
    const inQuery = await post(app, "/api/v1/hotels/offers", { url: buildHotelRecommendedOffersUrl(route) });
    const inBody = await post(app, "/api/v1/hotels/offers", {
      url: searchUrl("PUJ", "2027-03-01", 5, twoAdults),
      offers: true,
      refundable: 0,
      sorting: "bestvalue",
    });
    expect(inQuery.status).toBe(200);
    expect(inBody.body).toEqual(inQuery.body);
    expect((inBody.body.hotels as unknown[]).length).toBeGreaterThan(0);
    expect(
      (await post(app, "/api/v1/hotels/offers", { url: searchUrl("PUJ", "2027-03-01", 5, twoAdults) })).status,
    ).toBe(400);
  });

  it("answers related rates with variations against the base rate", async () => {
    const [hotel] = await firstPage();
    const url = searchUrl("BUE", "2027-03-01", 5, twoAdults, {}, { baseRate: hotel?.rates[0]?.tripProductID ?? "" });
    const { status, body } = await post(app, "/api/v1/hotels/search", { url });
    expect(status).toBe(200);
    const clusters = body.hotels as { rates: { baseRateVariations?: unknown }[] }[];
    expect(clusters.length).toBeGreaterThan(0);
    expect(clusters[0]?.rates[0]?.baseRateVariations).toBeDefined();
  });
});
