import {
  citiesAirportsEndpoint,
  DESTINATION_TYPE_CODES,
  type LocationSuggestion,
  locationsAllEndpoint,
  locationsEndpoint,
  locationsPlusEndpoint,
} from "@travesia/core";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import type { ApiTransport } from "../transport/transport.js";

/** Which lookup a box uses (spec 000 §7 "Locations"). */
export type LocationSource = "locations" | "locationsAll" | "locationsPlus" | "flightCities" | "hotelCities";

/** The locations calls by source, each imported on its own so the box's chunk holds only their reply Schemas. */
const LOCATION_CALLS = {
  locations: locationsEndpoint,
  locationsAll: locationsAllEndpoint,
  locationsPlus: locationsPlusEndpoint,
} as const;

/**
 * The suggestions of a term from a box's source: the locations calls, or the cities-and-airports call read as
 * suggestions for the flight and hotel boxes. Throws on failure (`fetchEndpoint`).
 */
export const locationLookup = async (
  api: ApiTransport,
  source: LocationSource,
  term: string,
  language: string,
  signal: AbortSignal,
): Promise<readonly LocationSuggestion[]> => {
  if (source !== "flightCities" && source !== "hotelCities")
    return fetchEndpoint(api, LOCATION_CALLS[source], [term], { signal });
  const destinationType = source === "flightCities" ? DESTINATION_TYPE_CODES.flight : DESTINATION_TYPE_CODES.hotel;
  const rows = await fetchEndpoint(api, citiesAirportsEndpoint, [language, { pattern: term, destinationType }], {
    signal,
  });
  // A city/airport row read as a suggestion: its name is the label, its valueId the value.
  return rows.map((row) => ({
    label: row.name,
    value: row.valueId,
    type: "city",
    name: row.name,
    id: row.id,
    destinationTypeId: row.destinationTypeId,
  }));
};
