import * as Result from "effect/Result";
import { type CalendarDate, parseCalendarDate } from "../dates/calendarDate.js";
import type { MessageKey } from "../locale/catalog.js";
import { type DestinationId, parseDestinationId } from "../routes/destinationId.js";

/**
 * Where a submitted search form leads: a results URL to navigate to, or a form post (the bundle form).
 *
 * Spec 001 §2 "Hotel search form … on submit, the results page"; spec 002 §2 "The flight and flight-plus-hotel
 * forms serialise the search into the results path" and "Bundle form posts to /search/dynamicVacationBundle (or
 * /dynamicVacationBundle/getAllResults)". Each product's `…SearchTarget` (core/hotel, house, flight, package,
 * bundle) is the step from its form's values (core/validation) to its route (core/routes).
 */
export type SearchTarget =
  | { readonly _tag: "Navigate"; readonly url: string }
  | { readonly _tag: "Post"; readonly path: string; readonly entries: readonly (readonly [string, string])[] };

/**
 * A form its validator passed whose values a route builder still refused: the validator and the route disagree.
 * Carries the field and the message it shows, so a view can mark the field instead of navigating nowhere.
 */
export interface SearchTargetUnbuildable {
  readonly _tag: "Unbuildable";
  readonly field: string;
  /** The message the field shows. */
  readonly key: MessageKey;
}

/** What each `…SearchTarget` returns. Never throws. */
export type SearchTargetResult = Result.Result<SearchTarget, SearchTargetUnbuildable>;

/** The navigation target of a URL. */
export const searchTargetNavigate = (url: string): SearchTarget => ({ _tag: "Navigate", url });

/**
 * Reads a form's hidden destination value (code, `lat,lng` or `OMNICODE=`); a bad one is `Unbuildable` on
 * `destinationId` with the box's 'Por favor, ingrese un destino.' (spec 001 §2).
 */
export const searchTargetDestination = (value: string): Result.Result<DestinationId, SearchTargetUnbuildable> =>
  Result.mapError(parseDestinationId(value), () => ({
    _tag: "Unbuildable",
    field: "destinationId",
    key: "forms.homeDestinationRequired",
  }));

/** Reads a form's `YYYY-MM-DD` field; a bad one is `Unbuildable` on that field with `forms.dateInvalid`. */
export const searchTargetDate = (value: string, field: string): Result.Result<CalendarDate, SearchTargetUnbuildable> =>
  Result.mapError(parseCalendarDate(value), () => ({ _tag: "Unbuildable", field, key: "forms.dateInvalid" }));
