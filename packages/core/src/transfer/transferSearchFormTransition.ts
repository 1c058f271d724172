import * as Result from "effect/Result";
import type { CalendarDate } from "../dates/calendarDate.js";
import { HOME_FORM_LIMITS } from "../occupancy/occupancy.js";
import type { SearchTargetResult } from "../search/searchTarget.js";
import { searchTargetNavigate } from "../search/searchTarget.js";
import { buildTransferSearchUrl } from "./transferResultsUrl.js";
import { TRANSFER_LUGGAGE_LIMITS, type TransferPoint } from "./transferSearch.js";
import { type TransferSearchFormValues, transferSearchOfForm } from "./transferSearchForm.js";

/** Every event of the transfer box. */
export type TransferSearchFormEvent =
  | { readonly _tag: "fromTyped" | "toTyped"; readonly text: string }
  | { readonly _tag: "fromChosen" | "toChosen"; readonly point: TransferPoint }
  | { readonly _tag: "roundTripSet"; readonly roundTrip: boolean }
  | { readonly _tag: "datesPicked"; readonly outbound: string; readonly inbound: string }
  | { readonly _tag: "outboundTimeSet" | "inboundTimeSet"; readonly time: string }
  | { readonly _tag: "adultsSet" | "childrenSet" | "luggageSet"; readonly count: number }
  | { readonly _tag: "childAgeSet"; readonly index: number; readonly age: number };

const bounded = (value: number, bounds: { readonly min: number; readonly max: number }) =>
  Number.isInteger(value) ? Math.min(bounds.max, Math.max(bounds.min, value)) : bounds.min;

/**
 * The transfer box's reducer: typing in an end's box drops the place chosen there; a one-way box forgets the return;
 * counts stay within the home boxes' limits; the children's ages follow their count.
 *
 * @example transferSearchFormTransition(TRANSFER_SEARCH_FORM_DEFAULTS, { _tag: "childrenSet", count: 2 }).passengers.ages // []
 */
export const transferSearchFormTransition = (
  values: TransferSearchFormValues,
  event: TransferSearchFormEvent,
): TransferSearchFormValues => {
  const party = values.passengers;
  switch (event._tag) {
    case "fromTyped":
      return { ...values, from: null, fromText: event.text };
    case "toTyped":
      return { ...values, to: null, toText: event.text };
    case "fromChosen":
      return { ...values, from: event.point, fromText: event.point.name };
    case "toChosen":
      return { ...values, to: event.point, toText: event.point.name };
    case "roundTripSet":
      return event.roundTrip
        ? { ...values, roundTrip: true }
        : { ...values, roundTrip: false, inboundDate: "", inboundTime: "" };
    case "datesPicked":
      return { ...values, outboundDate: event.outbound, inboundDate: values.roundTrip ? event.inbound : "" };
    case "outboundTimeSet":
      return { ...values, outboundTime: event.time };
    case "inboundTimeSet":
      return values.roundTrip ? { ...values, inboundTime: event.time } : values;
    case "adultsSet":
      return { ...values, passengers: { ...party, adults: bounded(event.count, HOME_FORM_LIMITS.adults) } };
    case "childrenSet": {
      const children = bounded(event.count, HOME_FORM_LIMITS.children);
      return { ...values, passengers: { ...party, children, ages: party.ages.slice(0, children) } };
    }
    case "childAgeSet": {
      if (event.index < 0 || event.index >= party.children) return values;
      const ages = Array.from({ length: party.children }, (_, index) => party.ages[index] ?? 0).map((age, index) =>
        index === event.index ? bounded(event.age, HOME_FORM_LIMITS.age) : age,
      );
      return { ...values, passengers: { ...party, ages: ages.slice(0, Math.max(party.ages.length, event.index + 1)) } };
    }
    case "luggageSet":
      return { ...values, luggage: bounded(event.count, TRANSFER_LUGGAGE_LIMITS) };
  }
};

/**
 * Where a valid transfer box leads: the transfer results URL (core's `buildTransferSearchUrl`). Run it after
 * `validateTransferSearchForm` passed; a box that still does not read as a search is `Unbuildable` on its first end.
 */
export const transferSearchTarget = (values: TransferSearchFormValues, today?: CalendarDate): SearchTargetResult => {
  const search = transferSearchOfForm(values, today);
  return search === null
    ? Result.fail({ _tag: "Unbuildable", field: "from", key: "transfer.fromRequired" })
    : Result.succeed(searchTargetNavigate(buildTransferSearchUrl(search)));
};
