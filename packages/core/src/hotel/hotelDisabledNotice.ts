import type { HotelCluster } from "../api/hotelCluster.js";

/** The message below a disabled hotel, and the similar hotels to show. */
export interface HotelDisabledNotice<C> {
  /** '{hotel} no está disponible en las fechas que elegiste. Te mostramos alojamientos similares que podrian interesarte.' */
  readonly key: "hotel.unavailableShowingSimilar";
  readonly params: { readonly hotel: string };
  /** The other, enabled clusters. */
  readonly similar: readonly C[];
}

/**
 * The notice of a disabled hotel. Spec 001 §4: "Disabled hotel: message below, similar hotels shown."; §8:
 * "'{hotel} no está disponible en las fechas que elegiste. Te mostramos alojamientos similares que podrian
 * interesarte.'" Undefined when the hotel is not disabled.
 *
 * @example hotelDisabledNotice(clusters[0], clusters)?.params.hotel // "Hotel Sol"
 */
export const hotelDisabledNotice = <C extends Pick<HotelCluster, "name" | "hotelDetailId" | "disabled">>(
  cluster: C,
  clusters: readonly C[],
): HotelDisabledNotice<C> | undefined =>
  cluster.disabled === true
    ? {
        key: "hotel.unavailableShowingSimilar",
        params: { hotel: cluster.name },
        similar: clusters.filter((other) => other.hotelDetailId !== cluster.hotelDetailId && other.disabled !== true),
      }
    : undefined;
