import type { MessageParams } from "../locale/formatMessage.js";
import type { AdminMessageKey } from "./adminMessages.js";

/** One failing field of a back-office payload, as data: the field's name, the message key and its values. */
export interface AdminIssue {
  /** The field (`enableBudgeting`, `maintenanceMessage`…), or `settings` for the payload as a whole. */
  readonly field: string;
  readonly key: AdminMessageKey;
  readonly params?: MessageParams;
}

/** Builds an issue, leaving `params` out when there are none. */
export const adminIssue = (field: string, key: AdminMessageKey, params?: MessageParams): AdminIssue =>
  params === undefined ? { field, key } : { field, key, params };
