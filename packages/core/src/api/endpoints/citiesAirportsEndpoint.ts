import { get, query, seg } from "../internal/endpointBuilders.js";
import { type CitiesAirportsQuery, CitiesAirportsReply } from "../locations.js";

// Spec 000 §7 — locations.
/** `GET /portal/citiesAirports/{lang}` with pattern and destinationType. */
export const citiesAirportsEndpoint = get(
  (lang: string, params: CitiesAirportsQuery) =>
    `/portal/citiesAirports/${seg(lang)}${query({ pattern: params.pattern, destinationType: params.destinationType })}`,
  CitiesAirportsReply,
);
