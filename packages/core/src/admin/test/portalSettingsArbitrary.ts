import { fc } from "@fast-check/vitest";
import type { PortalSettings } from "../adminApi.js";

/** Settings that pass every rule: a trimmed message of a legal length, and a message whenever the portal is frozen. */
export const arbValidSettings: fc.Arbitrary<PortalSettings> = fc
  .record({
    enableBudgeting: fc.boolean(),
    enablePricer: fc.boolean(),
    enableDualFlow: fc.boolean(),
    smartFlow: fc.boolean(),
    relatedRates: fc.boolean(),
    onlyGo: fc.boolean(),
    audience: fc.constantFrom("B2B" as const, "B2C" as const),
    maintenanceMessage: fc.string({ maxLength: 60 }).map((text) => text.trim()),
    freezing: fc.boolean(),
  })
  .map((settings) =>
    settings.freezing && settings.maintenanceMessage === ""
      ? { ...settings, maintenanceMessage: "Volvemos pronto" }
      : settings,
  );
