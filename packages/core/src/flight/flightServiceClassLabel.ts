import type { FLIGHT_SERVICE_CLASS_FILTERS } from "../api/flightCodes.js";
import type { MessageKey } from "../locale/index.js";

/**
 * The label key of each service class of the fixed list (spec 002 §9), and of a class a card or the filter panel
 * names: kept apart from the panel's model so that a card does not load it.
 */
export const FLIGHT_SERVICE_CLASS_MESSAGE_KEYS = {
  ALL: "flightTools.serviceClassAll",
  "NMO.GBL.SCL.ECO": "flight.cabinEco",
  "NMO.GBL.SCL.BSN": "flight.cabinBsn",
  "NMO.GBL.SCL.FST": "flight.cabinFst",
} as const satisfies Record<(typeof FLIGHT_SERVICE_CLASS_FILTERS)[number], MessageKey>;

type KnownServiceClass = Exclude<keyof typeof FLIGHT_SERVICE_CLASS_MESSAGE_KEYS, "ALL">;

/**
 * A class of service as the portal names it: the catalog's word (`key`) for one of the spec's fixed classes (spec 002
 * §9: NMO.GBL.SCL.ECO, NMO.GBL.SCL.BSN, NMO.GBL.SCL.FST), so it follows the page's language whatever language the
 * supplier wrote its description in; else the supplier's own `text`.
 */
export type FlightServiceClassLabel =
  | { readonly key: (typeof FLIGHT_SERVICE_CLASS_MESSAGE_KEYS)[KnownServiceClass] }
  | { readonly text: string };

const isKnownServiceClass = (code: string | undefined): code is KnownServiceClass =>
  code !== undefined && code !== "ALL" && Object.hasOwn(FLIGHT_SERVICE_CLASS_MESSAGE_KEYS, code);

/**
 * The label of a class of service the API sent as its code and its description (either may be missing): the catalog
 * key of a known code, else the description, else nothing.
 *
 * @example flightServiceClassLabel("NMO.GBL.SCL.ECO", "Económica") // { key: "flight.cabinEco" }
 * @example flightServiceClassLabel("NMO.GBL.SCL.PEY", "Turista Plus") // { text: "Turista Plus" }
 */
export const flightServiceClassLabel = (
  code: string | undefined,
  description: string | undefined,
): FlightServiceClassLabel | null => {
  if (isKnownServiceClass(code)) return { key: FLIGHT_SERVICE_CLASS_MESSAGE_KEYS[code] };
  return description === undefined || description === "" ? null : { text: description };
};
