import * as Result from "effect/Result";
import { isRecord } from "../internal/outsideInput.js";
import type { PortalSettings } from "./adminApi.js";
import { type AdminIssue, adminIssue } from "./adminIssue.js";

/**
 * The portal configuration's on/off switches an administrator edits. Spec 000 §1: "Feature switches coming from
 * portal configuration: budgeting (enableBudgeting), pricer (enablePricer), dual flow (enableDualFlow), smart flow,
 * related rates, only-'GO' features, B2B, B2C." Decision: only-'GO' is `onlyGo` (the configuration's
 * `featureGroups` then names `go` instead of `all`); B2B and B2C are one choice, `audience`, since a portal is one
 * or the other (`portalType`).
 */
export const PORTAL_SWITCHES = [
  "enableBudgeting",
  "enablePricer",
  "enableDualFlow",
  "smartFlow",
  "relatedRates",
  "onlyGo",
] as const;

/** One of {@link PORTAL_SWITCHES}. */
export type PortalSwitch = (typeof PORTAL_SWITCHES)[number];

/** Who a portal serves (spec 000 §1 "Two audiences: B2C consumers and B2B agencies"). */
export const PORTAL_AUDIENCES = ["B2B", "B2C"] as const;

/** The longest maintenance message, in characters (ours: the banner holds a sentence or two). */
export const MAINTENANCE_MESSAGE_MAX_LENGTH = 500;

/** A field of {@link PortalSettings}, in the order the form and the audit list show them. */
export const PORTAL_SETTING_FIELDS = [
  ...PORTAL_SWITCHES,
  "audience",
  "maintenanceMessage",
  "freezing",
] as const satisfies readonly (keyof PortalSettings)[];

/** One of {@link PORTAL_SETTING_FIELDS}. */
export type PortalSettingField = (typeof PORTAL_SETTING_FIELDS)[number];

/** Whether a string names a portal setting. */
export const isPortalSettingField = (value: string): value is PortalSettingField =>
  (PORTAL_SETTING_FIELDS as readonly string[]).includes(value);

const BOOLEAN_FIELDS = [...PORTAL_SWITCHES, "freezing"] as const;

/**
 * Reads a settings payload from outside (a form, a request body): every field checked, every failing one reported,
 * never a throw. The message is trimmed. Rules (ours, the spec shows none): each switch on or off; the audience B2B
 * or B2C; the message a text of at most {@link MAINTENANCE_MESSAGE_MAX_LENGTH} characters; a freeze needs a
 * message, because the screen blocker shows it and a blank blocker tells users nothing.
 *
 * @example validatePortalSettings({ ...settings, freezing: true, maintenanceMessage: " " })
 * // Result.fail([{ field: "maintenanceMessage", key: "admin.issue.freezeNeedsMessage" }])
 */
export const validatePortalSettings = (input: unknown): Result.Result<PortalSettings, readonly AdminIssue[]> => {
  if (!isRecord(input)) return Result.fail([adminIssue("settings", "admin.issue.notSettings")]);
  const issues: AdminIssue[] = [];
  for (const field of BOOLEAN_FIELDS) {
    if (typeof input[field] !== "boolean") issues.push(adminIssue(field, "admin.issue.notOnOff"));
  }
  const audience = input.audience;
  if (audience !== "B2B" && audience !== "B2C") issues.push(adminIssue("audience", "admin.issue.audience"));
  const rawMessage = input.maintenanceMessage;
  const message = typeof rawMessage === "string" ? rawMessage.trim() : "";
  if (typeof rawMessage !== "string") issues.push(adminIssue("maintenanceMessage", "admin.issue.messageNotText"));
  else if ([...message].length > MAINTENANCE_MESSAGE_MAX_LENGTH)
    issues.push(
      adminIssue("maintenanceMessage", "admin.issue.messageTooLong", { max: MAINTENANCE_MESSAGE_MAX_LENGTH }),
    );
  else if (input.freezing === true && message === "")
    issues.push(adminIssue("maintenanceMessage", "admin.issue.freezeNeedsMessage"));
  if (issues.length > 0) return Result.fail(issues);
  const flags = Object.fromEntries(BOOLEAN_FIELDS.map((field) => [field, input[field] === true]));
  return Result.succeed({
    ...(flags as Record<(typeof BOOLEAN_FIELDS)[number], boolean>),
    audience: audience as PortalSettings["audience"],
    maintenanceMessage: message,
  });
};
