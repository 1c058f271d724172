import { test } from "@fast-check/vitest";
import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import { schemaLaws } from "../api/test/schemaLaws.js";
import { arbFromSchema } from "../test/arbFromSchema.js";
import { AdminAuditEntry, type PortalSettings } from "./adminApi.js";
import { type SettingsChange, settingsChanges, undoSettingsChange } from "./adminAudit.js";
import { arbValidSettings } from "./test/portalSettingsArbitrary.js";

const entryOf = (change: SettingsChange, undoneBy: string | null = null) => ({ ...change, undoneBy });

const applied = (settings: PortalSettings, changes: readonly SettingsChange[]): PortalSettings => {
  const next: Record<string, unknown> = { ...settings };
  for (const change of changes) next[change.field] = change.after;
  return next as PortalSettings;
};

schemaLaws("AdminAuditEntry", AdminAuditEntry, arbFromSchema(AdminAuditEntry), [
  {
    id: "7",
    at: "2026-12-02T10:15:00.000Z",
    who: "admin",
    module: "settings",
    target: "3",
    targetName: "Travesía GO",
    field: "enableBudgeting",
    before: true,
    after: false,
    undoOf: null,
    undoneBy: null,
  },
]);

describe("settingsChanges", () => {
  test.prop([arbValidSettings, arbValidSettings], { numRuns: 1000 })(
    "lists exactly the differing fields, and applying them gives the new settings",
    (before, after) => {
      const changes = settingsChanges(before, after);
      expect(applied(before, changes)).toEqual(after);
      for (const change of changes) expect(change.before).not.toEqual(change.after);
      expect(settingsChanges(before, before)).toEqual([]);
    },
  );
});

describe("undoSettingsChange", () => {
  test.prop([arbValidSettings, arbValidSettings], { numRuns: 1000 })(
    "undoing every change of a save, newest first, gives back the settings before it (when each step is valid)",
    (before, after) => {
      let current = after;
      for (const change of settingsChanges(before, after).reverse()) {
        const undone = undoSettingsChange(current, entryOf(change));
        // A freeze left without its message is refused on the way; the rule is checked on its own below.
        if (Result.isFailure(undone)) {
          expect(undone.failure.reason).toBe("invalid");
          return;
        }
        expect(undone.success.change).toEqual({ field: change.field, before: change.after, after: change.before });
        current = undone.success.settings;
      }
      expect(current).toEqual(before);
    },
  );

  test.prop([arbValidSettings, arbValidSettings], { numRuns: 1000 })(
    "refuses an entry already undone, and one whose field changed since",
    (before, after) => {
      for (const change of settingsChanges(before, after)) {
        expect(undoSettingsChange(after, entryOf(change, "99"))).toEqual(Result.fail({ reason: "alreadyUndone" }));
        expect(undoSettingsChange(before, entryOf(change))).toEqual(Result.fail({ reason: "changedSince" }));
      }
    },
  );

  it("refuses an undo that would leave a frozen portal without its message", () => {
    const frozen: PortalSettings = {
      enableBudgeting: true,
      enablePricer: false,
      enableDualFlow: false,
      smartFlow: false,
      relatedRates: false,
      onlyGo: false,
      audience: "B2B",
      maintenanceMessage: "Volvemos a las 10",
      freezing: true,
    };
    const entry = { field: "maintenanceMessage", before: "", after: "Volvemos a las 10", undoneBy: null };
    expect(undoSettingsChange(frozen, entry)).toEqual(
      Result.fail({
        reason: "invalid",
        issues: [{ field: "maintenanceMessage", key: "admin.issue.freezeNeedsMessage" }],
      }),
    );
    expect(undoSettingsChange(frozen, { ...entry, field: "password" })).toEqual(
      Result.fail({ reason: "changedSince" }),
    );
  });
});
