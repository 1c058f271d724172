import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { arbFromSchema } from "../test/arbFromSchema.js";
import { PortalConfigReply } from "./portalConfig.js";
import { PORTAL_FEATURE_GROUPS } from "./portalFeatureFlags.js";
import { portalPriceGo } from "./portalPriceGo.js";

const arbGroups = fc.uniqueArray(fc.constantFrom(...PORTAL_FEATURE_GROUPS));

describe("portalPriceGo", () => {
  it("reads the demo's price-GO portal and the all-features ones", () => {
    expect(portalPriceGo({ featureGroups: ["go", "B2B"] })).toBe(true);
    expect(portalPriceGo({ featureGroups: ["all", "B2B"] })).toBe(false);
    expect(portalPriceGo({ featureGroups: ["all", "go"] })).toBe(false);
    expect(portalPriceGo({})).toBe(false);
    expect(portalPriceGo(undefined, null)).toBe(false);
    expect(portalPriceGo()).toBe(false);
  });

  test.prop([arbGroups], { numRuns: 1000 })("price-GO exactly when the groups name 'go' and not 'all'", (groups) => {
    expect(portalPriceGo({ featureGroups: groups })).toBe(groups.includes("go") && !groups.includes("all"));
  });

  test.prop([fc.option(arbGroups, { nil: undefined }), arbGroups], { numRuns: 1000 })(
    "the first source carrying feature groups decides (a search reply before the portal configuration)",
    (first, second) => {
      const decided = portalPriceGo({ featureGroups: first }, { featureGroups: second });
      expect(decided).toBe(portalPriceGo({ featureGroups: first ?? second }));
    },
  );

  test.prop([arbFromSchema(PortalConfigReply)], { numRuns: 1000 })(
    "decides any decoded portal configuration",
    (config) => {
      const groups = config.featureGroups ?? [];
      expect(portalPriceGo(config)).toBe(groups.includes("go") && !groups.includes("all"));
      expect(portalPriceGo(undefined, config)).toBe(portalPriceGo(config));
    },
  );
});
