import { fc, test } from "@fast-check/vitest";
import {
  AirlineListReply,
  CitiesAirportsReply,
  decodeWith,
  HotelSuggestionListReply,
  IconListReply,
  LocationsReply,
  PlaceDetailReply,
  PoiListReply,
  RecommendedOffersReply,
  TripAdvisorDetailReply,
} from "@travesia/core";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { PLACE_CITIES } from "../../inventory/places.js";
import { createDemoApi } from "../app.js";

const NOW = new Date("2026-11-21T12:00:00Z");
const json = { "content-type": "application/json" };
const app = createDemoApi({ now: () => NOW, seed: 2 });

const get = async (path: string, headers: Record<string, string> = {}) => {
  const reply = await app.request(path, { headers });
  return { status: reply.status, body: (await reply.json()) as unknown };
};
const post = async (path: string, body: unknown) => {
  const reply = await app.request(path, { method: "POST", headers: json, body: JSON.stringify(body) });
  return { status: reply.status, body: (await reply.json()) as unknown };
};
const decodes = (schema: Parameters<typeof decodeWith>[0], body: unknown) => {
  const decoded = decodeWith(schema)(body);
  if (Result.isFailure(decoded)) throw new Error(decoded.failure.message);
  return decoded.success;
};

describe("location suggestions", () => {
  it("finds cities by any of their names, accents ignored", async () => {
    const es = await get("/api/locations/nueva");
    const list = decodes(LocationsReply, es.body) as { value: string; label: string }[];
    expect(list[0]?.value).toBe("NYC");
    const pt = await get("/api/locations/sao%20pa", { cookie: "ml=pt" });
    expect((decodes(LocationsReply, pt.body) as { label: string }[])[0]?.label).toBe("São Paulo, Brasil");
  });

  it("adds airports to -all and hotels and POIs to -plus", async () => {
    const all = decodes(LocationsReply, (await get("/api/locations-all/buenos")).body) as { type: string }[];
    expect(all.map((item) => item.type)).toEqual(expect.arrayContaining(["city", "airport"]));
    const plus = decodes(LocationsReply, (await get("/api/locations-plus/plaza")).body) as { type: string }[];
    expect(plus.some((item) => item.type === "hotel")).toBe(true);
  });

  it("lists cities and airports by destination type", async () => {
    const air = decodes(
      CitiesAirportsReply,
      (await get("/portal/citiesAirports/es?pattern=mad&destinationType=NMO.GBL.PDT.AIR")).body,
    ) as { id: string }[];
    expect(air.map((item) => item.id)).toEqual(expect.arrayContaining(["MAD"]));
    const htl = decodes(
      CitiesAirportsReply,
      (await get("/portal/citiesAirports/en?pattern=rio&destinationType=NMO.GBL.PDT.HTL")).body,
    ) as { id: string; destinationTypeId: string }[];
    expect(htl.every((item) => item.destinationTypeId === "NMO.GBL.PDT.HTL")).toBe(true);
  });

  it("finds POIs around a point and their details", async () => {
    const city = PLACE_CITIES.find((candidate) => candidate.code === "BUE");
    const pois = decodes(PoiListReply, (await get(`/api/complete/poi/all/${city?.lat}/${city?.lng}/50000`)).body) as {
      id: string;
    }[];
    expect(pois.length).toBeGreaterThan(2);
    const detail = await get(`/api/complete/place/${pois[0]?.id}`);
    expect(detail.status).toBe(200);
    decodes(PlaceDetailReply, detail.body);
    expect((await get("/api/complete/place/POI-ZZZ-1")).status).toBe(404);
  });

  it("finds the addresses and postcodes of the inventory's hotels, not only POI names", async () => {
    const search = await post("/api/v1/hotels/search", { url: "/hotel/results/MAD/2027-03-01/2027-03-04/2-0" });
    const [hotel] = (search.body as { hotels: { address: string[]; latitude: number; longitude: number }[] }).hotels;
    if (hotel === undefined) throw new Error("no hotel");
    const [street = "", , cityLine = ""] = hotel.address;
    const postcode = cityLine.match(/(\d+)$/)?.[1] ?? "";
    const around = `${hotel.latitude}/${hotel.longitude}/50000`;
    const lookup = async (term: string) =>
      decodes(PoiListReply, (await get(`/api/complete/poi/${encodeURIComponent(term)}/${around}`)).body) as {
        id: string;
        description: string;
        geo: { latitude: number; longitude: number };
        types: string[];
      }[];
    // The street line with its number finds that hotel's address, at the hotel.
    const byStreet = await lookup(street);
    const found = byStreet.find((place) => place.description === `${street}, ${cityLine}`);
    expect(found?.geo).toEqual({ latitude: hotel.latitude, longitude: hotel.longitude });
    expect(found?.types).toEqual(["street_address"]);
    const detail = await get(`/api/complete/place/${found?.id}`);
    expect(detail.status).toBe(200);
    expect((decodes(PlaceDetailReply, detail.body) as { description: string }).description).toBe(found?.description);
    // The postcode finds one place named by it.
    const byPostcode = await lookup(postcode);
    expect(byPostcode.filter((place) => place.description === cityLine)).toHaveLength(1);
    expect(byPostcode.every((place) => place.types[0] !== "street_address")).toBe(true);
    // 'all' lists points of interest only, and a made-up place matches nothing.
    const all = await lookup("all");
    expect(all.some((place) => place.types.includes("street_address"))).toBe(false);
    expect(await lookup("zzzqqq")).toEqual([]);
    expect((await get("/api/complete/place/POI-MAD-A999")).status).toBe(404);
  });

  it("finds airlines, hotels and icons", async () => {
    const airlines = decodes(
      AirlineListReply,
      (await post("/backend/dynamic-packaging-flight/find-airline", { pattern: "aero" })).body,
    ) as { carrierId: string }[];
    expect(airlines.map((airline) => airline.carrierId)).toContain("AR");
    const hotels = decodes(
      HotelSuggestionListReply,
      (await post("/backend/dynamic-packaging-hotel/find-hotel", { pattern: "sol", destinationId: "MAD" })).body,
    ) as unknown[];
    expect(hotels.length).toBeGreaterThan(0);
    decodes(IconListReply, (await post("/backend/portal-configuration/find-icons", { pattern: "pis" })).body);
  });

  it("answers recommended offers and the review block", async () => {
    const promotions = decodes(RecommendedOffersReply, (await get("/api/fake/products/promotions/")).body) as unknown[];
    const hotels = decodes(RecommendedOffersReply, (await get("/api/fake/recommended/hotels/")).body) as {
      link: string;
    }[];
    expect(promotions.length).toBeGreaterThan(3);
    expect(hotels[0]?.link).toMatch(/^\/hotel\/results\//);
    decodes(TripAdvisorDetailReply, (await get("/hotel/detail/tripadvisor/es/100000")).body);
  });

  it.each([
    ["/api/locations/a", /^term: /],
    ["/api/locations/%E0%A4%A", /^term: /],
    ["/portal/citiesAirports/fr?pattern=mad", /^lang: /],
    ["/portal/citiesAirports/es?pattern=m", /^pattern: /],
    ["/portal/citiesAirports/es?pattern=mad&destinationType=X", /^destinationType: /],
    ["/api/complete/poi/all/95/0/50000", /^lat: /],
    ["/api/complete/poi/all/0/0/0", /^distance: /],
    ["/api/complete/place/nope", /^ref: /],
    ["/api/complete/car/mad", /^product: /],
    ["/hotel/detail/tripadvisor/es/abc", /^hotelId: /],
  ])("answers 400 for %s", async (path, error) => {
    const { status, body } = await get(path);
    expect(status).toBe(400);
    expect((body as { error: string }).error).toMatch(error);
  });

  test.prop([fc.string({ minLength: 1, maxLength: 30 })], { numRuns: 300 })(
    "any term answers a list or a 400, never a crash",
    async (term) => {
      // "." and ".." are path steps that URL normalisation removes: those requests reach no route (404).
      const reply = await app.request(`/api/locations-plus/${encodeURIComponent(term)}`);
      expect([200, 400, 404]).toContain(reply.status);
      if (reply.status === 404) return;
      const body = await reply.json();
      if (reply.status === 200) decodes(LocationsReply, body);
      else expect((body as { error: string }).error).toMatch(/^term: /);
    },
    60_000,
  );

  test.prop([fc.anything()], { numRuns: 300 })("junk finder payloads are a 400 naming the field", async (junk) => {
    const { status, body } = await post("/backend/dynamic-packaging-hotel/find-hotel", junk);
    expect(status).toBe(400);
    expect((body as { error: string }).error).toMatch(/^(body|pattern|destinationId)/);
  });
});

describe("images", () => {
  it("serves hotel images as JPEG, or WebP when the browser accepts it, from a memory cache", async () => {
    const jpeg = await app.request("/images/hotels/100000/1.jpg");
    expect(jpeg.status).toBe(200);
    expect(jpeg.headers.get("content-type")).toBe("image/jpeg");
    const bytes = new Uint8Array(await jpeg.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
    const webp = await app.request("/images/hotels/100000/1.jpg", { headers: { accept: "image/avif,image/webp,*/*" } });
    expect(webp.headers.get("content-type")).toBe("image/webp");
    expect(webp.headers.get("vary")).toBe("Accept");
    const again = new Uint8Array(await (await app.request("/images/hotels/100000/1.jpg")).arrayBuffer());
    expect(again).toEqual(bytes);
  });

  it("serves rating images, supplier logos and theme tiles, and refuses bad names", async () => {
    expect((await app.request("/images/review/4.5.png")).headers.get("content-type")).toBe("image/png");
    expect((await app.request("/images/suppliers/TVD.png")).status).toBe(200);
    expect((await app.request("/img/paquetes/1.jpg")).status).toBe(200);
    expect((await app.request("/images/review/7.0.png")).status).toBe(400);
    expect((await app.request("/images/hotels/100000/99.jpg")).status).toBe(404);
    expect((await app.request("/images/hotels/abc/1.jpg")).status).toBe(400);
  });
});
