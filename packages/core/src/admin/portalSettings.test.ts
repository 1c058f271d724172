import { fc, test } from "@fast-check/vitest";
import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import { schemaLaws } from "../api/test/schemaLaws.js";
import { arbFromSchema } from "../test/arbFromSchema.js";
import { PortalSettings } from "./adminApi.js";
import { MAINTENANCE_MESSAGE_MAX_LENGTH, PORTAL_SETTING_FIELDS, validatePortalSettings } from "./portalSettings.js";
import { arbValidSettings } from "./test/portalSettingsArbitrary.js";

const SAMPLE: PortalSettings = {
  enableBudgeting: true,
  enablePricer: false,
  enableDualFlow: false,
  smartFlow: false,
  relatedRates: true,
  onlyGo: true,
  audience: "B2B",
  maintenanceMessage: "",
  freezing: false,
};

schemaLaws("PortalSettings", PortalSettings, arbFromSchema(PortalSettings), [SAMPLE]);

describe("validatePortalSettings", () => {
  test.prop([arbValidSettings], { numRuns: 1000 })("accepts valid settings as they are", (settings) => {
    expect(validatePortalSettings(settings)).toEqual(Result.succeed(settings));
  });

  test.prop([fc.anything()], { numRuns: 1000 })("never throws on junk, and names a known field", (junk) => {
    const result = validatePortalSettings(junk);
    if (Result.isFailure(result)) {
      expect(result.failure.length).toBeGreaterThan(0);
      for (const issue of result.failure)
        expect(["settings", ...PORTAL_SETTING_FIELDS] as string[]).toContain(issue.field);
    }
  });

  test.prop([arbValidSettings, fc.constantFrom(...PORTAL_SETTING_FIELDS), fc.oneof(fc.integer(), fc.constant(null))], {
    numRuns: 1000,
  })("refuses a field of the wrong type, naming it", (settings, field, wrong) => {
    const result = validatePortalSettings({ ...settings, [field]: wrong });
    expect(Result.isFailure(result) && result.failure.map((issue) => issue.field)).toContain(field);
  });

  test.prop([arbValidSettings, fc.string({ minLength: 1, maxLength: 20 })], { numRuns: 1000 })(
    "trims the message, and keeps it at most the limit",
    (settings, padding) => {
      const padded = validatePortalSettings({ ...settings, maintenanceMessage: ` ${settings.maintenanceMessage}\n` });
      expect(padded).toEqual(Result.succeed(settings));
      const long = "x".repeat(MAINTENANCE_MESSAGE_MAX_LENGTH) + padding.replace(/\s/g, "y");
      const tooLong = validatePortalSettings({ ...settings, maintenanceMessage: long });
      expect(tooLong).toEqual(
        Result.fail([
          {
            field: "maintenanceMessage",
            key: "admin.issue.messageTooLong",
            params: { max: MAINTENANCE_MESSAGE_MAX_LENGTH },
          },
        ]),
      );
    },
  );

  it("refuses a freeze without a message, and a portal type other than B2B or B2C", () => {
    expect(validatePortalSettings({ ...SAMPLE, freezing: true, maintenanceMessage: "  " })).toEqual(
      Result.fail([{ field: "maintenanceMessage", key: "admin.issue.freezeNeedsMessage" }]),
    );
    expect(validatePortalSettings({ ...SAMPLE, audience: "GO" })).toEqual(
      Result.fail([{ field: "audience", key: "admin.issue.audience" }]),
    );
    expect(validatePortalSettings([])).toEqual(Result.fail([{ field: "settings", key: "admin.issue.notSettings" }]));
  });
});
