import * as Result from "effect/Result";
import { parseRoom } from "../occupancy/occupancy.js";
import type { RouteParseError } from "../routes/routeParseError.js";
import { buildTransferSearchUrl, parseTransferSearchUrl } from "./transferResultsUrl.js";
import { TRANSFER_POINT_KINDS, type TransferPointKind, type TransferSearch } from "./transferSearch.js";

/** The budget product type of a transfer (`POST api/budget/addProduct` `product`). */
export const TRANSFER_BUDGET_PRODUCT = "transfer";

/**
 * The `parameters` a transfer's budget add sends, so the API can find the offer again: each end's kind and code,
 * the ways (`YYYY-MM-DDTHHmm`, `;` before the return's) and the luggage; the party goes in `occupancy`. Names are
 * left out (each value stays within the budget's 100 characters).
 *
 * @example transferBudgetParameters(search) // { fromKind: "airport", from: "EZE", toKind: "hotel", to: "BUEOMNICODE=9", dates: "2027-01-10T0930", luggage: "2" }
 */
export const transferBudgetParameters = (search: TransferSearch): Readonly<Record<string, string>> => ({
  fromKind: search.from.kind,
  from: search.from.code,
  toKind: search.to.kind,
  to: search.to.code,
  dates: [search.outbound, ...(search.inbound === null ? [] : [search.inbound])]
    .map((way) => `${way.date}T${way.time.replace(":", "")}`)
    .join(";"),
  luggage: String(search.luggage),
});

const kindOf = (text: string | undefined): TransferPointKind | undefined =>
  (TRANSFER_POINT_KINDS as readonly (string | undefined)[]).includes(text) ? (text as TransferPointKind) : undefined;

/**
 * The search a transfer's budget item was added from (each end named by its code), or why it cannot be read.
 * Never throws.
 *
 * @example transferSearchOfBudgetItem(transferBudgetParameters(search), "2-1:5") // Success(search, names = codes)
 */
export const transferSearchOfBudgetItem = (
  parameters: Readonly<Record<string, string>>,
  occupancy: string,
): Result.Result<
  TransferSearch,
  RouteParseError | { readonly _tag: "TransferBudgetItemError"; readonly reason: string }
> => {
  const fromKind = kindOf(parameters.fromKind);
  const toKind = kindOf(parameters.toKind);
  const { from, to, dates, luggage } = parameters;
  const party = parseRoom(occupancy);
  if (fromKind === undefined || toKind === undefined || !from || !to || !dates || !luggage || Result.isFailure(party))
    return Result.fail({
      _tag: "TransferBudgetItemError",
      reason: "expected fromKind, from, toKind, to, dates, luggage",
    });
  const placeholder = { outbound: { date: "2000-01-01", time: "00:00" }, inbound: null } as unknown as TransferSearch;
  const path = buildTransferSearchUrl({
    ...placeholder,
    from: { kind: fromKind, code: from, name: from },
    to: { kind: toKind, code: to, name: to },
    passengers: party.success,
    luggage: 0,
  }).split("/");
  // The dates and luggage segments come as sent (each was written by core's own builder).
  path[5] = dates;
  path[7] = luggage;
  return parseTransferSearchUrl(path.join("/"));
};
