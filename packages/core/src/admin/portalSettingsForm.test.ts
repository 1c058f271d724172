import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { settingsChanges } from "./adminAudit.js";
import { PORTAL_SWITCHES } from "./portalSettings.js";
import {
  type PortalSettingsFormEvent,
  portalSettingsFormChanges,
  portalSettingsFormTransition,
} from "./portalSettingsForm.js";
import { arbValidSettings } from "./test/portalSettingsArbitrary.js";

const arbEdit: fc.Arbitrary<PortalSettingsFormEvent> = fc.oneof(
  fc.constantFrom(...PORTAL_SWITCHES).map((name) => ({ type: "switchToggled" as const, name })),
  fc.constantFrom("B2B" as const, "B2C" as const).map((audience) => ({ type: "audienceChosen" as const, audience })),
  fc.string({ maxLength: 30 }).map((text) => ({ type: "messageEdited" as const, text: text.trim() })),
  fc.constant({ type: "freezingToggled" as const }),
);

describe("the portal settings form", () => {
  test.prop([arbValidSettings, fc.array(arbEdit, { maxLength: 12 })], { numRuns: 1000 })(
    "its changes are exactly what differs from the saved settings; a save leaves none",
    (settings, edits) => {
      const state = edits.reduce(
        portalSettingsFormTransition,
        portalSettingsFormTransition(null, { type: "loaded", settings }),
      );
      if (state === null) throw new Error("a loaded form has a state");
      expect(state.saved).toEqual(settings);
      expect(portalSettingsFormChanges(state)).toEqual(settingsChanges(settings, state.draft));
      expect(
        portalSettingsFormChanges(portalSettingsFormTransition(state, { type: "saved", settings: state.draft })),
      ).toEqual([]);
    },
  );

  test.prop([arbValidSettings, fc.constantFrom(...PORTAL_SWITCHES)], { numRuns: 1000 })(
    "toggling a switch twice changes nothing",
    (settings, name) => {
      const loaded = portalSettingsFormTransition(null, { type: "loaded", settings });
      const twice = [1, 2].reduce(
        (state) => portalSettingsFormTransition(state, { type: "switchToggled", name }),
        loaded,
      );
      expect(portalSettingsFormChanges(twice)).toEqual([]);
    },
  );

  test.prop([arbValidSettings, arbValidSettings], { numRuns: 1000 })(
    "a reload keeps unsaved edits, and shows the server's settings otherwise",
    (settings, fromServer) => {
      const loaded = portalSettingsFormTransition(null, { type: "loaded", settings });
      expect(portalSettingsFormTransition(loaded, { type: "loaded", settings: fromServer })?.draft).toEqual(fromServer);
      const edited = portalSettingsFormTransition(loaded, { type: "freezingToggled" });
      expect(portalSettingsFormTransition(edited, { type: "loaded", settings: fromServer })).toEqual({
        saved: fromServer,
        draft: edited?.draft,
      });
    },
  );

  it("ignores edits before the settings arrive, and trims the message it would save", () => {
    expect(portalSettingsFormTransition(null, { type: "freezingToggled" })).toBeNull();
    expect(portalSettingsFormChanges(null)).toEqual([]);
    const settings = {
      enableBudgeting: true,
      enablePricer: false,
      enableDualFlow: false,
      smartFlow: false,
      relatedRates: false,
      onlyGo: false,
      audience: "B2B" as const,
      maintenanceMessage: "Hoy",
      freezing: false,
    };
    const edited = portalSettingsFormTransition(portalSettingsFormTransition(null, { type: "loaded", settings }), {
      type: "messageEdited",
      text: " Hoy ",
    });
    expect(portalSettingsFormChanges(edited)).toEqual([]);
  });
});
