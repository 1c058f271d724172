import * as Result from "effect/Result";
import { type CalendarDate, parseCalendarDate } from "../dates/calendarDate.js";
import { parseRoom, type Room } from "../occupancy/occupancy.js";
import { buildTransferSearchUrl } from "./transferResultsUrl.js";
import {
  isTransferTime,
  TRANSFER_LUGGAGE_LIMITS,
  TRANSFER_POINT_KINDS,
  type TransferPoint,
  type TransferPointKind,
  type TransferWay,
} from "./transferSearch.js";
import { TRANSFER_SEARCH_FORM_DEFAULTS, type TransferSearchFormValues } from "./transferSearchForm.js";

/** A field a `find-transfer` hash lacks or cannot give: the start, the outbound, the return or the passengers. */
export interface TransferFindHashIssue {
  readonly field: "origins" | "departure" | "return" | "passengers";
  readonly reason: "missing" | "invalid";
}

/** Where a `find-transfer` hash leads: the results page of a complete search, or the box with what it carries. */
export type TransferFindHashTarget =
  | { readonly _tag: "results"; readonly url: string }
  | {
      readonly _tag: "box";
      readonly values: TransferSearchFormValues;
      readonly issues: readonly TransferFindHashIssue[];
    };

const kindOf = (text: string | undefined): TransferPointKind | undefined =>
  (TRANSFER_POINT_KINDS as readonly (string | undefined)[]).includes(text) ? (text as TransferPointKind) : undefined;

const readPoint = (text: string | undefined): TransferPoint | "missing" | "invalid" => {
  if (text === undefined || text === "") return "missing";
  const [kindText, code, ...rest] = text.split(":");
  const kind = kindOf(kindText);
  const name = rest.join(":");
  return kind === undefined || !code || !name ? "invalid" : { kind, code, name };
};

const readWay = (text: string | undefined, today: CalendarDate): TransferWay | "missing" | "invalid" => {
  if (text === undefined || text === "") return "missing";
  const [dateText = "", time = ""] = text.split("T");
  const date = parseCalendarDate(dateText);
  return Result.isFailure(date) || date.success < today || !isTransferTime(time)
    ? "invalid"
    : { date: date.success, time };
};

/**
 * Reads a `find-transfer/{destinationName}/{destinationId}` hash (spec 000 §2) as core defines its query, the spec
 * leaving it open: the destination is where the transfer ends (`toKind`, `city` when absent, names its kind), `origins`
 * the start as `kind:code:name`, `departure` and optional `return` as `YYYY-MM-DDTHH:mm`, `passengers` as
 * `adults-children[:ages]` and optional `luggage` (2 when absent). A complete hash leads to the results page; an
 * incomplete one fills the box with what it carries and names the rest. A day before `today` is invalid. Never throws.
 *
 * @example transferFindHashTarget("Hotel Sol", "MADOMNICODE=7", (key) => ({ toKind: "hotel", origins: "airport:MAD:Barajas", departure: "2027-03-01T09:30", passengers: "2-0" })[key], today)
 * // { _tag: "results", url: "/transfer/results/airport:MAD:Barajas/hotel:MADOMNICODE%3D7:Hotel%20Sol/2027-03-01T0930/2-0/2" }
 */
export const transferFindHashTarget = (
  destinationName: string,
  destinationId: string,
  read: (key: string) => string | undefined,
  today: CalendarDate,
): TransferFindHashTarget => {
  const to: TransferPoint | null =
    destinationId === "" || destinationName === ""
      ? null
      : { kind: kindOf(read("toKind")) ?? "city", code: destinationId, name: destinationName };
  const from = readPoint(read("origins"));
  const outbound = readWay(read("departure"), today);
  const returnText = read("return");
  const inbound = returnText === undefined || returnText === "" ? null : readWay(returnText, today);
  const inboundAfter =
    inbound !== null && typeof inbound === "object" && typeof outbound === "object"
      ? `${inbound.date}T${inbound.time}` > `${outbound.date}T${outbound.time}`
      : true;
  const passengersText = read("passengers");
  const party = passengersText === undefined || passengersText === "" ? "missing" : parseRoom(passengersText);
  const passengers: Room | "missing" | "invalid" =
    party === "missing" ? party : Result.isSuccess(party) ? party.success : "invalid";
  const luggageText = read("luggage");
  const luggageNumber = Number(luggageText);
  const luggage =
    luggageText !== undefined && /^\d{1,2}$/.test(luggageText) && luggageNumber <= TRANSFER_LUGGAGE_LIMITS.max
      ? luggageNumber
      : TRANSFER_SEARCH_FORM_DEFAULTS.luggage;
  const issues: TransferFindHashIssue[] = [];
  if (typeof from === "string") issues.push({ field: "origins", reason: from });
  if (typeof outbound === "string") issues.push({ field: "departure", reason: outbound });
  if (inbound === "invalid" || inbound === "missing" || !inboundAfter)
    issues.push({ field: "return", reason: "invalid" });
  if (typeof passengers === "string") issues.push({ field: "passengers", reason: passengers });
  const way = (value: TransferWay | "missing" | "invalid" | null) => (typeof value === "object" ? value : null);
  if (
    issues.length === 0 &&
    to !== null &&
    typeof from === "object" &&
    typeof outbound === "object" &&
    typeof passengers === "object"
  )
    return {
      _tag: "results",
      url: buildTransferSearchUrl({ from, to, outbound, inbound: way(inbound), passengers, luggage }),
    };
  const back = way(inbound);
  return {
    _tag: "box",
    values: {
      ...TRANSFER_SEARCH_FORM_DEFAULTS,
      from: typeof from === "object" ? from : null,
      fromText: typeof from === "object" ? from.name : "",
      to,
      toText: to?.name ?? "",
      roundTrip: returnText !== undefined && returnText !== "",
      outboundDate: way(outbound)?.date ?? "",
      outboundTime: way(outbound)?.time ?? "",
      inboundDate: back !== null && inboundAfter ? back.date : "",
      inboundTime: back !== null && inboundAfter ? back.time : "",
      passengers: typeof passengers === "object" ? passengers : TRANSFER_SEARCH_FORM_DEFAULTS.passengers,
      luggage,
    },
    issues,
  };
};
