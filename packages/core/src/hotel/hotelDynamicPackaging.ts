import type { HotelCluster } from "../api/hotelCluster.js";

/** What a dynamic-packaging card shows. */
export interface HotelDynamicPackagingView {
  /** Spec 001 §4: "button 'Seleccionar' to 'Seleccionado'". */
  readonly buttonKey: "hotel.select" | "hotel.selected";
  /** Spec 001 §4: "while selected price shows 'Incluida en el precio'". */
  readonly priceKey: "hotel.includedInPrice" | undefined;
  /** Selecting the selected hotel again does nothing. */
  readonly buttonDisabled: boolean;
}

/**
 * The selection view of a hotel inside a dynamic package.
 *
 * @example hotelDynamicPackagingView({ isSelected: true }) // { buttonKey: "hotel.selected", priceKey: "hotel.includedInPrice", buttonDisabled: true }
 */
export const hotelDynamicPackagingView = (cluster: Pick<HotelCluster, "isSelected">): HotelDynamicPackagingView => {
  const selected = cluster.isSelected === true;
  return {
    buttonKey: selected ? "hotel.selected" : "hotel.select",
    priceKey: selected ? "hotel.includedInPrice" : undefined,
    buttonDisabled: selected,
  };
};

/**
 * Selects one hotel of a dynamic package: it becomes the only selected one. Spec 001 §4: "Dynamic-packaging
 * cluster: not selected to selected". An unknown id changes nothing.
 *
 * @example hotelDynamicPackagingSelect(clusters, "H2").filter((c) => c.isSelected).map((c) => c.hotelDetailId) // ["H2"]
 */
export const hotelDynamicPackagingSelect = <C extends Pick<HotelCluster, "hotelDetailId" | "isSelected">>(
  clusters: readonly C[],
  hotelDetailId: string,
): readonly C[] =>
  clusters.some((cluster) => cluster.hotelDetailId === hotelDetailId)
    ? clusters.map((cluster) => {
        const selected = cluster.hotelDetailId === hotelDetailId;
        return cluster.isSelected === selected ? cluster : { ...cluster, isSelected: selected };
      })
    : clusters;
