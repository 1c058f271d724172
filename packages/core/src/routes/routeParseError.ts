/** Why a URL, path segment, query value or form field could not be read: a tagged value, never a thrown error. */
export interface RouteParseError {
  readonly _tag: "RouteParseError";
  /** The route (a key of `ROUTES`) or value kind that was being read, e.g. `"hotelResults"`, `"destinationId"`. */
  readonly route: string;
  /** The path parameter, query key or form field at fault, e.g. `"checkIn"`, `"category.min"`, `"search[adults][]"`. */
  readonly field: string;
  /** The text that was given for that field (or the whole URL when the shape is wrong). */
  readonly input: string;
  /** A short English reason for logs and 400 replies. */
  readonly reason: string;
}

/** Builds a {@link RouteParseError}. */
export const routeParseError = (route: string, field: string, input: string, reason: string): RouteParseError => ({
  _tag: "RouteParseError",
  route,
  field,
  input,
  reason,
});
