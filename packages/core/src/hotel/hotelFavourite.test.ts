import { describe, expect, it } from "vitest";
import { hotelFavouriteOutcome } from "./hotelFavourite.js";

describe("hotelFavouriteOutcome", () => {
  it("toggles only on success, with the matching toast", () => {
    expect(hotelFavouriteOutcome(false, true)).toEqual({
      favourite: true,
      notice: { level: "success", titleKey: "favourite.title", messageKey: "favourite.added", durationMs: 15_000 },
    });
    expect(hotelFavouriteOutcome(true, true)).toMatchObject({
      favourite: false,
      notice: { messageKey: "favourite.removed" },
    });
    for (const was of [true, false])
      expect(hotelFavouriteOutcome(was, false)).toEqual({
        favourite: was,
        notice: {
          level: "warning",
          titleKey: "favourite.failureTitle",
          messageKey: "favourite.failure",
          durationMs: 15_000,
        },
      });
  });
});
