import * as Result from "effect/Result";
import type { AccommodationDetailRoute } from "./accommodationDetailUrl.js";
import { type DestinationId, parseDestinationId } from "./destinationId.js";
import type { RouteParseError } from "./routeParseError.js";

/** A detail address read far enough for either product's page: the route and its destination. */
export interface AccommodationDetailRead {
  readonly detail: AccommodationDetailRoute;
  readonly destination: DestinationId;
}

/** Why a detail address cannot be shown: an empty id, or the detail failure text (spec 001 §7, §8). */
export interface AccommodationDetailLocationError {
  readonly key: "hotel.idRequired" | "hotel.detailError";
}

/**
 * The rule both detail pages share (hotel and house): a missing or blank id (a failure on one of `idFields`, or an id
 * of spaces) is `hotel.idRequired` ("Hotel ID can't be empty"); any other bad part, the destination request code
 * included, is `hotel.detailError`.
 */
export const readAccommodationDetail = (
  parsed: Result.Result<AccommodationDetailRoute, RouteParseError>,
  idFields: ReadonlySet<string>,
): Result.Result<AccommodationDetailRead, AccommodationDetailLocationError> => {
  if (Result.isFailure(parsed))
    return Result.fail({ key: idFields.has(parsed.failure.field) ? "hotel.idRequired" : "hotel.detailError" });
  const detail = parsed.success;
  if (detail.id.trim() === "") return Result.fail({ key: "hotel.idRequired" });
  const destination = parseDestinationId(detail.destinationRequestCode);
  if (Result.isFailure(destination)) return Result.fail({ key: "hotel.detailError" });
  return Result.succeed({ detail, destination: destination.success });
};
