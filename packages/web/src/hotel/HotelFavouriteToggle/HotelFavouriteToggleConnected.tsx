import type { HotelCluster } from "@travesia/core";
import { useHotelFavourites } from "@travesia/hooks";
import { HotelFavouriteToggle } from "./HotelFavouriteToggle";

/** Props of {@link HotelFavouriteToggleConnected}. */
export interface HotelFavouriteToggleConnectedProps {
  readonly hotel: Pick<HotelCluster, "hotelDetailId" | "favourite">;
}

/**
 * One hotel's favourite toggle wired to `useHotelFavourites` (the detail page's; the results page shares one hook
 * among its cards): busy until the saved list is known and while the call is in flight; the hook queues the toasts.
 */
export const HotelFavouriteToggleConnected = ({ hotel }: HotelFavouriteToggleConnectedProps) => {
  const favourites = useHotelFavourites();
  return (
    <HotelFavouriteToggle
      on={favourites.data.isFavourite(hotel)}
      busy={favourites.status === "loading" || favourites.data.pending.has(hotel.hotelDetailId)}
      onToggle={() => favourites.actions.toggle(hotel)}
    />
  );
};
