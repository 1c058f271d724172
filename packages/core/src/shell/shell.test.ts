import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { NOTIFICATION_COUNTER_TYPES } from "../api/counters.js";
import { DEFAULT_HOME_IMAGE } from "./defaultHomeImage.js";
import { notificationCount } from "./notificationCount.js";
import { TOAST_DURATIONS_MS } from "./toastDurations.js";

describe("TOAST_DURATIONS_MS", () => {
  it("holds spec 000 §9 and §8: 5 s warnings, 15 s hotel results, 10 s houses, 3 s newsletter errors", () => {
    expect(TOAST_DURATIONS_MS).toEqual({
      warning: 5_000,
      warningHotelResults: 15_000,
      warningHouseResults: 10_000,
      newsletterError: 3_000,
    });
  });
});

describe("notificationCount", () => {
  const count = fc.option(fc.nat({ max: 999 }), { nil: undefined });
  test.prop([fc.constantFrom(...NOTIFICATION_COUNTER_TYPES), count, count], { numRuns: 1000 })(
    "unread wins over quantity; neither is 0",
    (type, quantity, unread) => {
      const counter = {
        type,
        ...(quantity === undefined ? {} : { quantity }),
        ...(unread === undefined ? {} : { unread }),
      };
      expect(notificationCount(counter)).toBe(unread ?? quantity ?? 0);
    },
  );
});

describe("DEFAULT_HOME_IMAGE", () => {
  it("is the flights image under /images/home/ (spec 000 §8)", () => {
    expect(DEFAULT_HOME_IMAGE.image).toMatch(/^\/images\/home\/flights-/);
    expect(DEFAULT_HOME_IMAGE.original).toMatch(/^\/images\/home\/flights-/);
  });
});
