import { describe, expect, it } from "vitest";
import { createDemoApi } from "../app.js";
import { SCENARIO_HEADER } from "../scenario.js";

const NOW = new Date("2026-11-21T12:00:00Z");
const app = createDemoApi({ now: () => NOW, seed: 21 });
const HOTELS = "/hotel/results/MDQ/2027-02-01/2027-02-04/2-0";
const FLIGHTS = "/flight/results/BUE/1-0/BUE/Madrid/MAD/2027-03-01/0/1/ALL/-/-";

const post = async (path: string, body: unknown, scenario?: string) => {
  const reply = await app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...(scenario === undefined ? {} : { [SCENARIO_HEADER]: scenario }) },
    body: JSON.stringify(body),
  });
  return { status: reply.status, body: (await reply.json()) as Record<string, unknown> };
};

describe("search-side scenarios (x-demo-scenario)", () => {
  it("fails or empties hotel, house and flight searches", async () => {
    expect((await post("/api/v1/hotels/search", { url: HOTELS }, "search-fail")).status).toBe(500);
    expect((await post("/api/v1/flights/search", { url: FLIGHTS }, "search-fail")).body.error).toBe(
      "Fallo al recuperar los resultados",
    );
    const empty = await post("/api/v1/hotels/search", { url: HOTELS }, "search-empty");
    expect(empty.body.hotels).toEqual([]);
    expect(empty.body.message).toBe("No vinieron hoteles en la busqueda solicitada");
    expect((await post("/api/v1/flights/search", { url: FLIGHTS }, "search-empty")).body.xTotalCount).toBe(0);
    expect(
      (
        await post(
          "/api/v1/houses/search",
          { url: "/house/results/Mar%20del%20Plata/MDQ/2027-02-01/2027-02-04/2-0" },
          "search-empty",
        )
      ).body.hotels,
    ).toEqual([]);
  });

  it("shortens the ttl, never finishes a progressive search, fails the calendar", async () => {
    expect((await post("/api/v1/hotels/search", { url: HOTELS }, "session-ttl")).body.ttl).toBe(5);
    for (let call = 0; call < 4; call++) {
      const reply = await post(
        "/api/v1/hotels/search",
        { url: HOTELS, progressiveResults: true },
        "search-never-finishes",
      );
      expect(reply.body.xPendingResults).toBe("true");
    }
    expect((await post("/api/v1/flights/calendar", { url: FLIGHTS }, "calendar-fail")).body.error).toBe(
      "Fallo al recuperar el calendario",
    );
  });

  it("fails or redirects the policy, fails the detail, empties more options, disables the searched hotel", async () => {
    const { body } = await post("/api/v1/hotels/search", { url: HOTELS });
    const hotel = (body.hotels as { hotelDetailId: string; rates: { tripProductID: string }[] }[])[0];
    const rate = hotel?.rates[0]?.tripProductID ?? "";
    const policy = (scenario: string) =>
      app.request(`/api/v1/hotels/politics/${rate}/DD-MM-YYYY/false`, { headers: { [SCENARIO_HEADER]: scenario } });
    expect((await policy("policy-fail")).status).toBe(500);
    const redirected = await policy("policy-206");
    expect(redirected.status).toBe(206);
    expect(
      ((await redirected.json()) as { data: { alternativeProductIds: string[] } }).data.alternativeProductIds,
    ).toHaveLength(1);
    expect(
      (
        await app.request(`/api/v1/hotels/catalog/${hotel?.hotelDetailId}`, {
          headers: { [SCENARIO_HEADER]: "detail-fail" },
        })
      ).status,
    ).toBe(500);
    const disabled = await post(
      "/api/v1/hotels/search",
      { url: `${HOTELS}?externalHotelReference=${hotel?.hotelDetailId}` },
      "hotel-disabled",
    );
    const [first, second] = disabled.body.hotels as { hotelDetailId: string; disabled: boolean }[];
    expect(first).toMatchObject({ hotelDetailId: hotel?.hotelDetailId, disabled: true });
    expect(second?.disabled).toBe(false);
  });
});
