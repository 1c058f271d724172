import * as Result from "effect/Result";
import type { BudgetItem } from "../api/budget.js";
import type { ActivitiesPdfRequest } from "../api/downloads.js";
import { circuitBudgetItemCard } from "../circuit/circuitBudgetItemCard.js";
import { buildCircuitDetailUrl } from "../circuit/circuitDetailUrl.js";
import { transferSearchOfBudgetItem } from "../transfer/transferBudgetItem.js";
import { buildTransferSearchUrl } from "../transfer/transferResultsUrl.js";
import { activityPdfRequest } from "./activityPdfRequest.js";

/** The products whose budget items have a PDF of their own. */
export type BudgetItemPdfProduct = "activity" | "transfer" | "circuit";

/** A budget item's PDF call: which product's endpoint, and its `{url, canonicalId}`. */
export interface BudgetItemPdfRequest {
  readonly product: BudgetItemPdfProduct;
  readonly request: ActivitiesPdfRequest;
}

/**
 * The PDF call of a budget item, or null for an item without one. An activity's is spec 002 §7's
 * (`activityPdfRequest`); a transfer's and a circuit's are ours, in the same `{url, canonicalId}` shape: a transfer's
 * `url` is the search it was added from (`buildTransferSearchUrl`) and its `canonicalId` the offer's rate id; a
 * circuit's `url` is its detail page for the departure's month and party with the rooms chosen in `?rooms=` (each
 * room's type, joined by `,`), its `canonicalId` the item's rate id (`{circuitId}:{YYYYMMDD}`: the departure).
 *
 * @example budgetItemPdfRequest({ id: "1", product: "circuit", rateId: "C7:20270504", occupancy: "2-0", parameters: { rooms: "double", date: "20270504" } })
 * // { product: "circuit", request: { url: "/circuits/detail/C7/2027-05/2/1?rooms=double", canonicalId: "C7:20270504" } }
 */
export const budgetItemPdfRequest = (
  item: Pick<BudgetItem, "product" | "rateId" | "parameters" | "occupancy">,
): BudgetItemPdfRequest | null => {
  const activity = activityPdfRequest(item);
  if (activity !== null) return { product: "activity", request: activity };
  const rateId = item.rateId ?? "";
  if (rateId.trim() === "") return null;
  if (item.product === "transfer") {
    const search = transferSearchOfBudgetItem(item.parameters ?? {}, item.occupancy ?? "");
    return Result.isFailure(search)
      ? null
      : { product: "transfer", request: { url: buildTransferSearchUrl(search.success), canonicalId: rateId } };
  }
  const circuit = circuitBudgetItemCard(item);
  if (circuit === null) return null;
  const url = buildCircuitDetailUrl({
    circuitId: circuit.circuitId,
    month: circuit.departureDate.slice(0, 7),
    travellers: circuit.travellers,
    rooms: circuit.rooms.length,
  });
  return { product: "circuit", request: { url: `${url}?rooms=${circuit.rooms.join(",")}`, canonicalId: rateId } };
};
