import { describe, expect, it } from "vitest";
import { SAMPLE_HOTEL_ID } from "../../internal/accountsInventory.js";
import { demoSession, demoTab } from "../../internal/accountsTestSupport.js";
import { FAVOURITE_MESSAGES } from "./favourite.js";

describe("favourites", () => {
  it("adds and removes a hotel for the visitor, separately from other visitors", async () => {
    const { tab, app } = await demoSession();
    expect((await tab.get(`/api/v1/add/hotel/favourite/${SAMPLE_HOTEL_ID}`)).json).toMatchObject({
      done: true,
      message: FAVOURITE_MESSAGES.added,
    });
    expect((await tab.get(`/api/v1/add/hotel/favourite/${SAMPLE_HOTEL_ID}`)).status).toBe(200);
    expect((await tab.get("/api/v1/hotel/favourites")).json.hotelIds).toEqual([SAMPLE_HOTEL_ID]);
    expect((await demoTab(app).get("/api/v1/hotel/favourites")).json.hotelIds).toEqual([]);
    expect((await tab.get(`/api/v1/del/hotel/favourite/${SAMPLE_HOTEL_ID}`)).json).toMatchObject({
      done: true,
      removed: true,
      message: FAVOURITE_MESSAGES.removed,
    });
    expect((await tab.get("/api/v1/hotel/favourites")).json.hotelIds).toEqual([]);
  });

  it("answers 400 for a malformed id, 404 for an unknown hotel and 500 under favourite-fail", async () => {
    const { tab } = await demoSession("agente");
    expect((await tab.get("/api/v1/add/hotel/favourite/abc")).json.field).toBe("hotelDetailId");
    expect((await tab.get("/api/v1/add/hotel/favourite/999999")).status).toBe(404);
    const failed = await tab.get(`/api/v1/add/hotel/favourite/${SAMPLE_HOTEL_ID}`, {
      "x-demo-scenario": "favourite-fail",
    });
    expect(failed.status).toBe(500);
    expect(failed.json.error).toBe(FAVOURITE_MESSAGES.failed);
  });
});
