import { type AdminIssue, type TextChange, translateAdmin, type UndoRefusal, undoTextChange } from "@travesia/core";
import { Result } from "effect";
import type { Context } from "hono";
import type { ChangeAuthor, StoredAuditEntry } from "../db/portalSettingsStore.js";
import type { DemoEnv } from "./context.js";
import { namedAuditEntry } from "./portalSettings.js";

// The replies the back office's modules share: a payload's issues, an undo's refusal, who changes what.

/** The 400 of a payload that breaks a rule: the first failing field (under `prefix`) and every issue's key. */
export const invalidAdminPayload = (c: Context<DemoEnv>, issues: readonly AdminIssue[], prefix: string) => {
  const [first] = issues;
  const field = first === undefined || first.field === "settings" ? "settings" : `${prefix}${first.field}`;
  const reason = first === undefined ? "" : translateAdmin("es", first.key, first.params);
  return c.json(
    {
      done: false,
      error: `${field}: ${reason}`,
      field,
      issues: issues.map(({ field: name, key }) => ({ field: name, key })),
    },
    400,
  );
};

/** The 409 of an undo the rules refuse. */
export const undoRefused = (c: Context<DemoEnv>, refusal: UndoRefusal) => {
  const error =
    refusal.reason === "invalid"
      ? refusal.issues.map((issue) => translateAdmin("es", issue.key, issue.params)).join(" ")
      : translateAdmin("es", `admin.audit.refused.${refusal.reason}`);
  return c.json({ done: false, error, reason: refusal.reason }, 409);
};

/** The administrator making this request's change, and the demo clock's now. */
export const authorOf = (c: Context<DemoEnv>): ChangeAuthor => ({
  who: c.get("user")?.username ?? "",
  at: c.get("demo").now().getTime(),
});

/** What undoing a saved text needs: its text now, the default it falls back to, and how to save a change of it. */
export interface StoredText {
  readonly current: string;
  readonly base: string;
  readonly save: (change: TextChange, author: ChangeAuthor, undoOf: number) => StoredAuditEntry[];
}

/**
 * Undoes a text's entry (a custom text, a tour text): the text back to what it was, recorded as a change of its own,
 * or the 409 of core's `undoTextChange` refusal.
 */
export const undoStoredText = (c: Context<DemoEnv>, entry: StoredAuditEntry, id: number, stored: StoredText) => {
  const undone = undoTextChange(stored.current, entry);
  if (Result.isFailure(undone)) return undoRefused(c, undone.failure);
  const [recorded] = stored.save(undone.success.change, authorOf(c), id);
  const text = { key: entry.field, base: stored.base, text: undone.success.text };
  return c.json({ done: true, entry: namedAuditEntry(recorded ?? entry), text });
};
