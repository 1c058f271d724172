import { PackageDetailReply } from "../catalog.js";
import { get, query, seg } from "../internal/endpointBuilders.js";

// Spec 002 §7 — flights, packages, bundles, downloads, arrears.
/**
 * `GET /flightsHotels/packageDetails/{id}`, with `?flight=` the chosen flight's trip product ids (outbound, return)
 * when the visitor chose one: the package id names the hotel and stay, not the flight.
 */
export const packageDetailEndpoint = get(
  (id: string, flight: readonly string[] = []) =>
    `/flightsHotels/packageDetails/${seg(id)}${query({ flight: flight.length === 0 ? undefined : flight.join(",") })}`,
  PackageDetailReply,
);
