import type { HotelPoiChoice, HotelPoiGeo } from "@travesia/core";
import { useHotelPoiSearch } from "@travesia/hooks";
import { HotelPoiFinder } from "./HotelPoiFinder";

/** Props of {@link HotelPoiFinderConnected}: what the sidebar's `poiFinder` slot hands over. */
export interface HotelPoiFinderConnectedProps {
  /** Where to look around (core's `hotelPoiSearchCenter`). */
  readonly center: HotelPoiGeo;
  readonly onChoose: (choice: HotelPoiChoice) => void;
}

/**
 * The sidebar's point-of-interest search over the hooks' `useHotelPoiSearch`.
 *
 * @example <HotelFilterSidebar … poiFinder={(slot) => <HotelPoiFinderConnected {...slot} />} />
 */
export const HotelPoiFinderConnected = ({ center, onChoose }: HotelPoiFinderConnectedProps) => {
  const search = useHotelPoiSearch(center);
  return (
    <HotelPoiFinder
      term={search.data.term}
      options={search.data.options}
      status={search.status}
      onType={search.actions.setTerm}
      onChoose={onChoose}
    />
  );
};
