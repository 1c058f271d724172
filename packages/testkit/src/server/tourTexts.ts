import { defaultTourText, isLanguage, isTourStep, TOUR_TEXT_FIELDS } from "@travesia/core";
import type { Context } from "hono";
import type { StoredAuditEntry } from "../db/portalSettingsStore.js";
import { savedTourTexts, saveTourText } from "../db/tourTextStore.js";
import { undoStoredText } from "./adminReplies.js";
import type { DemoEnv } from "./context.js";

/** The default of a tour text saved under `key` in `language`, or undefined for a key the tour does not have. */
const baseOf = (language: string, key: string): string | undefined => {
  const [step, field] = key.split(".");
  const known = TOUR_TEXT_FIELDS.find((name) => name === field);
  return isLanguage(language) && isTourStep(step) && known !== undefined
    ? defaultTourText(language, step, known)
    : undefined;
};

/**
 * Undoes a tour text's entry from the change log (target: the language; field: `tourTextKey`); called by the audit
 * list's undo.
 */
export const undoTourText = (c: Context<DemoEnv>, entry: StoredAuditEntry, id: number) => {
  const db = c.get("demo").db;
  const base = baseOf(entry.target, entry.field);
  if (base === undefined) return c.json({ done: false, error: `id: no change ${id}`, field: "id" }, 404);
  return undoStoredText(c, entry, id, {
    current: savedTourTexts(db, entry.target).get(entry.field) ?? "",
    base,
    save: (change, author, undoOf) => saveTourText(db, entry.target, change, author, undoOf),
  });
};
