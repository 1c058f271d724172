import * as Result from "effect/Result";
import type { RouteParseError } from "../routes/routeParseError.js";
import { fillRoute, matchRoute } from "../routes/routeTable.js";
import { decodeText, encodeSegment, splitUrl } from "../routes/urlCodec.js";
import { parseCircuitMonth, parseCircuitParty } from "./circuitResultsUrl.js";

/** A circuit's detail page: the circuit, the month whose departures it shows, and the party it prices. */
export interface CircuitDetailRoute {
  readonly circuitId: string;
  readonly month: string;
  readonly travellers: number;
  readonly rooms: number;
}

const ROUTE = "circuitDetail";

/**
 * The detail page's URL.
 *
 * @example buildCircuitDetailUrl({ circuitId: "C7", month: "2027-05", travellers: 2, rooms: 1 }) // "/circuits/detail/C7/2027-05/2/1"
 */
export const buildCircuitDetailUrl = (route: CircuitDetailRoute): string =>
  fillRoute(ROUTE, {
    circuitId: encodeSegment(route.circuitId),
    month: route.month,
    travellers: String(route.travellers),
    rooms: String(route.rooms),
  });

/** Reads a detail page's URL. Never throws. */
export const parseCircuitDetailUrl = (input: string): Result.Result<CircuitDetailRoute, RouteParseError> =>
  Result.gen(function* () {
    const { segments } = yield* splitUrl(input, ROUTE);
    const raw = yield* matchRoute(ROUTE, segments, input);
    const circuitId = yield* decodeText(raw.circuitId, ROUTE, "circuitId");
    const month = yield* parseCircuitMonth(raw.month, ROUTE);
    const party = yield* parseCircuitParty(raw.travellers, raw.rooms, ROUTE);
    return { circuitId, month, ...party };
  });
