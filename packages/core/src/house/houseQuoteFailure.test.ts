import { describe, expect, it } from "vitest";
import { HOUSE_DEFAULT_PASSENGERS, houseQuoteFailureNotice } from "./houseQuoteFailure.js";

describe("houseQuoteFailureNotice", () => {
  it("warns with the house sold-out text for 10 s", () => {
    expect(houseQuoteFailureNotice()).toEqual({ level: "warning", messageKey: "house.soldOut", durationMs: 10_000 });
    expect(HOUSE_DEFAULT_PASSENGERS).toBe(2);
  });
});
