import type { BudgetItem } from "../api/budget.js";
import type { ActivitiesPdfRequest } from "../api/downloads.js";

/**
 * The `POST /activities/pdf` payload of a budget's activity item (spec 002 §7 "{url, canonicalId}"), or null for
 * any other item or one without an id. The spec shows neither the activity page's address nor where the canonical id
 * comes from; decisions: the canonical id is the item's `parameters.canonicalId`, else its `rateId`; the `url` is
 * `/activities/detail/{canonicalId}` followed by the item's `date` (YYYYMMDD, spec 000 §3 activities parameters) when
 * it has one, each segment percent-encoded.
 *
 * @example activityPdfRequest({ product: "activity", rateId: "ACT-9", parameters: { date: "20270402" } })
 * // { url: "/activities/detail/ACT-9/20270402", canonicalId: "ACT-9" }
 */
export const activityPdfRequest = (
  item: Pick<BudgetItem, "product" | "rateId" | "parameters">,
): ActivitiesPdfRequest | null => {
  if (item.product !== "activity") return null;
  const canonicalId = (item.parameters?.canonicalId ?? item.rateId ?? "").trim();
  if (canonicalId === "") return null;
  const date = item.parameters?.date;
  const segments = ["activities", "detail", canonicalId, ...(date === undefined || date === "" ? [] : [date])];
  return { url: `/${segments.map(encodeURIComponent).join("/")}`, canonicalId };
};
