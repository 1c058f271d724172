import { type AdminIssue, isAdminMessageKey } from "@travesia/core";

/** The field issues a refused back-office call carried (`{issues: [{field, key}]}`), keeping only known keys. */
export const issuesOfReply = (body: unknown): AdminIssue[] => {
  if (typeof body !== "object" || body === null) return [];
  const { issues } = body as { issues?: unknown };
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((issue: unknown) => {
    if (typeof issue !== "object" || issue === null) return [];
    const { field, key } = issue as { field?: unknown; key?: unknown };
    return typeof field === "string" && typeof key === "string" && isAdminMessageKey(key) ? [{ field, key }] : [];
  });
};
