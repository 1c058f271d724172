import * as Result from "effect/Result";
import type { TransferOption } from "../api/transferSearchReply.js";
import { BUDGET_FIELD_LIMITS } from "../budget/budgetFieldLimits.js";
import { parseRoom } from "../occupancy/occupancy.js";
import type { RouteParseError } from "../routes/routeParseError.js";
import { parseIntegerText } from "../routes/urlCodec.js";
import { parseTransferDates } from "./transferResultsUrl.js";
import {
  TRANSFER_LUGGAGE_LIMITS,
  TRANSFER_POINT_KINDS,
  type TransferPointKind,
  type TransferSearch,
} from "./transferSearch.js";

/** The budget product type of a transfer (`POST api/budget/addProduct` `product`). */
export const TRANSFER_BUDGET_PRODUCT = "transfer";

/** Why a transfer's budget item does not read as a search. */
export interface TransferBudgetItemError {
  readonly _tag: "TransferBudgetItemError";
  readonly reason: string;
}

/**
 * A text cut, whole characters only, to what a budget parameter's value holds (`BUDGET_FIELD_LIMITS.parameterValue`).
 *
 * @example fitParameter("Aeropuerto de Barajas") // "Aeropuerto de Barajas"
 */
const fitParameter = (text: string): string => {
  let fitted = "";
  for (const character of text) {
    if (fitted.length + character.length > BUDGET_FIELD_LIMITS.parameterValue) break;
    fitted += character;
  }
  return fitted;
};

/**
 * The `parameters` a transfer's budget add sends, so the API can find the offer again and the budget can show it:
 * each end's kind, code and name, the ways (`YYYY-MM-DDTHHmm`, `;` before the return's) and the luggage; with the
 * offer, its service type, vehicle, vehicles and what its price counts (`basis`). The party goes in `occupancy`.
 * Names are cut to the budget's 100 characters a value; twelve entries at most, the budget's limit.
 *
 * @example transferBudgetParameters(search, option)
 * // { fromKind: "airport", from: "EZE", fromName: "Ezeiza (EZE)", toKind: "hotel", to: "BUEOMNICODE=9", toName: "Hotel Sol", dates: "2027-01-10T0930", luggage: "2", service: "private", vehicle: "sedan", vehicles: "1", basis: "vehicle" }
 */
export const transferBudgetParameters = (
  search: TransferSearch,
  option?: Pick<TransferOption, "serviceType" | "vehicle" | "vehicles" | "price">,
): Readonly<Record<string, string>> => ({
  fromKind: search.from.kind,
  from: search.from.code,
  fromName: fitParameter(search.from.name),
  toKind: search.to.kind,
  to: search.to.code,
  toName: fitParameter(search.to.name),
  dates: [search.outbound, ...(search.inbound === null ? [] : [search.inbound])]
    .map((way) => `${way.date}T${way.time.replace(":", "")}`)
    .join(";"),
  luggage: String(search.luggage),
  ...(option === undefined
    ? {}
    : {
        service: option.serviceType,
        vehicle: option.vehicle,
        vehicles: String(option.vehicles),
        basis: option.price.basis,
      }),
});

const kindOf = (text: string | undefined): TransferPointKind | undefined =>
  (TRANSFER_POINT_KINDS as readonly (string | undefined)[]).includes(text) ? (text as TransferPointKind) : undefined;

/**
 * The search a transfer's budget item was added from, read from its parameters and occupancy as they were sent
 * (each end named by its `fromName` / `toName`, by its code when the item has none), or why it cannot be read.
 * Never throws.
 *
 * @example transferSearchOfBudgetItem(transferBudgetParameters(search), "2-1:5") // Success(search)
 */
export const transferSearchOfBudgetItem = (
  parameters: Readonly<Record<string, string>>,
  occupancy: string,
): Result.Result<TransferSearch, RouteParseError | TransferBudgetItemError> =>
  Result.gen(function* () {
    const fromKind = kindOf(parameters.fromKind);
    const toKind = kindOf(parameters.toKind);
    const { from, to, dates, luggage } = parameters;
    if (fromKind === undefined || toKind === undefined || !from || !to || dates === undefined || luggage === undefined)
      return yield* Result.fail<TransferBudgetItemError>({
        _tag: "TransferBudgetItemError",
        reason: "expected fromKind, from, toKind, to, dates, luggage",
      });
    const ways = yield* parseTransferDates(dates);
    const passengers = yield* Result.mapError(parseRoom(occupancy), (error) => ({
      _tag: "TransferBudgetItemError" as const,
      reason: `occupancy: ${error.reason}`,
    }));
    return {
      from: { kind: fromKind, code: from, name: parameters.fromName || from },
      to: { kind: toKind, code: to, name: parameters.toName || to },
      ...ways,
      passengers,
      luggage: yield* parseIntegerText(luggage, "transferResults", "luggage", TRANSFER_LUGGAGE_LIMITS),
    };
  });
