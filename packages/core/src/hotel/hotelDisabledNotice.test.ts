import { describe, expect, it } from "vitest";
import { hotelDisabledNotice } from "./hotelDisabledNotice.js";

describe("hotelDisabledNotice", () => {
  it("names the disabled hotel and lists the enabled others", () => {
    const sol = { name: "Hotel Sol", hotelDetailId: "1", disabled: true };
    const clusters: { name: string; hotelDetailId: string; disabled?: boolean }[] = [
      sol,
      { name: "Hotel Mar", hotelDetailId: "2" },
      { name: "Hotel Río", hotelDetailId: "3", disabled: true },
    ];
    expect(hotelDisabledNotice(sol, clusters)).toEqual({
      key: "hotel.unavailableShowingSimilar",
      params: { hotel: "Hotel Sol" },
      similar: [{ name: "Hotel Mar", hotelDetailId: "2" }],
    });
    expect(hotelDisabledNotice({ name: "Hotel Mar", hotelDetailId: "2" }, clusters)).toBeUndefined();
  });
});
