import { describe, expect, it } from "vitest";
import { hotelBoardBadge } from "./hotelBoardBadge.js";

describe("hotelBoardBadge", () => {
  it("gives board codes 1, 2 and 5 their icons", () => {
    expect(hotelBoardBadge({ code: "1", name: "RO" })).toEqual({
      icon: "room",
      key: "hotel.boardRoomOnly",
      name: "RO",
    });
    expect(hotelBoardBadge({ code: " 2", name: "BB" }).icon).toBe("coffee");
    expect(hotelBoardBadge({ code: "5", name: "HB" })).toMatchObject({ icon: "half-board", key: "hotel.boardHalf" });
    expect(hotelBoardBadge({ code: "3", name: "Todo incluido" })).toEqual({
      icon: undefined,
      key: undefined,
      name: "Todo incluido",
    });
  });
});
