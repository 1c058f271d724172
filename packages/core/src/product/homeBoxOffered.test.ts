import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { homeBoxOffered } from "./homeBoxOffered.js";
import { HOME_BOX_PRODUCTS } from "./portalProducts.js";

const arbStatus = fc.constantFrom("unknown" as const, "loading" as const, "ready" as const, "error" as const);
const arbInput = fc.record({
  user: arbStatus,
  allowedProducts: fc.subarray(["air", "htl", "act", "trf"]),
  config: arbStatus,
  flags: fc.record({ enableCircuits: fc.boolean() }, { requiredKeys: [] }),
});

describe("homeBoxOffered", () => {
  test.prop([fc.constantFrom(...HOME_BOX_PRODUCTS.map((entry) => entry.id)), arbInput], { numRuns: 1000 })(
    "waits for the record that decides, then follows the home boxes' rule",
    (product, input) => {
      const offered = homeBoxOffered(product, input);
      const decidedBy =
        product === "circuit" ? input.config : product === "transfer" || product === "activity" ? input.user : "ready";
      if (decidedBy === "unknown" || decidedBy === "loading") {
        expect(offered).toBeNull();
        return;
      }
      const expected =
        product === "transfer"
          ? input.allowedProducts.includes("trf")
          : product === "activity"
            ? input.allowedProducts.includes("act")
            : product === "circuit"
              ? input.flags.enableCircuits === true
              : true;
      expect(offered).toBe(expected);
    },
  );
});
