import * as Result from "effect/Result";
import { shownInput } from "../internal/outsideInput.js";
import { type RouteParseError, routeParseError } from "./routeParseError.js";
import { formatDecimal, parseDecimalText } from "./urlCodec.js";

/**
 * A search destination id in one of its three forms.
 *
 * Spec 001 §3 Search params: "destinationId (may be 'lat,lng' coordinates or carry an OMNICODE= suffix)".
 * - `DestinationCode`: a plain id, e.g. `"4521"`;
 * - `DestinationCoordinates`: `lat,lng`, e.g. `"-34.6037,-58.3816"` (a search around a point);
 * - `DestinationOmniCode`: an id followed directly by `OMNICODE=` and a code, e.g. `"4521OMNICODE=HTL77"`.
 */
export type DestinationId =
  | { readonly _tag: "DestinationCode"; readonly id: string }
  | { readonly _tag: "DestinationCoordinates"; readonly latitude: number; readonly longitude: number }
  | { readonly _tag: "DestinationOmniCode"; readonly id: string; readonly omniCode: string };

/** The suffix marker of an omni-coded destination id (spec 001 §3). */
export const OMNICODE_MARKER = "OMNICODE=";

const COORDINATES = /^(-?[0-9][0-9.e+-]*),(-?[0-9][0-9.e+-]*)$/;

/**
 * Writes a destination id as the portal exchanges it.
 *
 * @example formatDestinationId({ _tag: "DestinationCoordinates", latitude: -34.6, longitude: -58.4 }) // "-34.6,-58.4"
 * @example formatDestinationId({ _tag: "DestinationOmniCode", id: "4521", omniCode: "HTL77" }) // "4521OMNICODE=HTL77"
 */
export const formatDestinationId = (destination: DestinationId): string => {
  switch (destination._tag) {
    case "DestinationCode":
      return destination.id;
    case "DestinationCoordinates":
      return `${formatDecimal(destination.latitude)},${formatDecimal(destination.longitude)}`;
    case "DestinationOmniCode":
      return `${destination.id}${OMNICODE_MARKER}${destination.omniCode}`;
  }
};

/**
 * Reads a destination id. Coordinates are two decimals (latitude −90…90, longitude −180…180) joined by `,`;
 * an id is non-empty and holds neither `,` nor `=` (so the first `OMNICODE=` always starts the suffix);
 * an omni code is any non-empty text. Never throws.
 *
 * @example parseDestinationId("4521OMNICODE=HTL77") // Success({ _tag: "DestinationOmniCode", id: "4521", omniCode: "HTL77" })
 */
export const parseDestinationId = (input: string): Result.Result<DestinationId, RouteParseError> => {
  if (typeof input !== "string")
    return Result.fail(routeParseError("destinationId", "destinationId", shownInput(input), "not a text"));
  const coordinates = COORDINATES.exec(input);
  if (coordinates !== null) {
    return Result.gen(function* () {
      const latitude = yield* parseDecimalText(coordinates[1] ?? "", "destinationId", "latitude", {
        min: -90,
        max: 90,
      });
      const longitude = yield* parseDecimalText(coordinates[2] ?? "", "destinationId", "longitude", {
        min: -180,
        max: 180,
      });
      return { _tag: "DestinationCoordinates", latitude, longitude } as const;
    });
  }
  const marker = input.indexOf(OMNICODE_MARKER);
  const id = marker === -1 ? input : input.slice(0, marker);
  if (id === "" || /[,=]/.test(id)) {
    return Result.fail(
      routeParseError("destinationId", "destinationId", input, "expected an id, lat,lng or idOMNICODE=code"),
    );
  }
  if (marker === -1) return Result.succeed({ _tag: "DestinationCode", id });
  const omniCode = input.slice(marker + OMNICODE_MARKER.length);
  return omniCode === ""
    ? Result.fail(routeParseError("destinationId", "omniCode", input, "the OMNICODE= suffix is empty"))
    : Result.succeed({ _tag: "DestinationOmniCode", id, omniCode });
};
