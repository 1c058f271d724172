import {
  buildHotelDetailUrl,
  type HotelDetailLocation,
  hotelAbbreviatedCard,
  hotelDetailGalleryPhotos,
  hotelDetailLocation,
  nightsBetween,
} from "@travesia/core";
import { prefetchHotelDetail, useHotelDetail } from "@travesia/hooks";
import { memo, useDeferredValue, useMemo } from "react";
import { useWidgetsWaitFor } from "../../shared/primaryContent";
import { DetailGalleryConnected } from "../DetailGallery/DetailGalleryConnected";
import { DetailMapConnected } from "../DetailMap/DetailMapConnected";
import { HotelFavouriteToggleConnected } from "../HotelFavouriteToggle/HotelFavouriteToggleConnected";
import { HotelRatesConnected } from "../HotelRates/HotelRatesConnected";
import { HotelShareBarLazy } from "../HotelShareBar/HotelShareBarLazy";
import { detailPageRoute } from "./detailPageRoute";
import { HotelDetailPage } from "./HotelDetailPage";

type HotelDetailResult = ReturnType<typeof useHotelDetail>;

/** What the page draws of one moment of its calls, without the verbs. */
interface ShownDetail {
  readonly status: HotelDetailResult["status"];
  readonly errorKey: NonNullable<HotelDetailResult["error"]>["key"] | null;
  readonly data: HotelDetailResult["data"];
}

/**
 * The page of a readable detail address: `useHotelDetail`, the gallery, the favourite toggle, the rooms tab's rates and
 * the map.
 */
const LoadedDetail = ({ location }: { readonly location: HotelDetailLocation }) => {
  const page = useHotelDetail(location);
  const { status, data } = page;
  const errorKey = page.error?.key ?? null;
  // The hook keeps its data while its replies stay the same, so a render without news keeps what is shown.
  const shown = useMemo<ShownDetail>(() => ({ status, errorKey, data }), [status, errorKey, data]);
  // A reply's page (gallery, rates, map: a long render on a slow CPU) is drawn in the background, in slices
  // that leave the main thread to the browser between them; the page on screen stays until it is ready.
  const deferred = useDeferredValue(shown);
  return <DetailBody location={location} shown={deferred} onRetry={page.actions.reload} />;
};

const DetailBody = memo(function DetailBody({
  location,
  shown: { status, errorKey, data },
  onRetry,
}: {
  readonly location: HotelDetailLocation;
  readonly shown: ShownDetail;
  readonly onRetry: () => void;
}) {
  const { hotel, reply, detail } = data;
  // The rooms (the page's largest paint) come before the widgets' code.
  useWidgetsWaitFor(status !== "loading");
  // The search's name, also for a hotel it lists without availability; the address's slug until it answers.
  const name = data.name ?? location.detail.slug;
  const images = hotelDetailGalleryPhotos(detail, hotel);
  const currency = reply?.currency?.grossCurrency.code;
  return (
    <HotelDetailPage
      status={status}
      errorKey={errorKey}
      fallbackName={name}
      detail={detail}
      hotel={hotel}
      gallery={<DetailGalleryConnected name={name} images={images} product="hotel" />}
      rates={
        hotel === null ? null : (
          <HotelRatesConnected hotel={hotel} search={location.search} {...(reply === null ? {} : { reply })} />
        )
      }
      map={
        hotel === null || currency === undefined ? null : (
          <DetailMapConnected
            hotel={hotel}
            currency={currency}
            nights={nightsBetween(location.detail.checkIn, location.detail.checkOut)}
          />
        )
      }
      onRetry={onRetry}
      favourite={hotel === null ? null : <HotelFavouriteToggleConnected hotel={hotel} />}
      share={
        hotel === null ? null : (
          <HotelShareBarLazy
            hotelName={hotel.name}
            hotelId={hotel.hotelDetailId}
            detailPath={buildHotelDetailUrl({ ...location.detail, baseRate: null })}
            rateIds={hotelAbbreviatedCard(hotel).visibleRates.map((rate) => rate.tripProductID)}
            tripadvisor={reply?.showTripAdvisor === true}
          />
        )
      }
    />
  );
});

/**
 * `/hotel/details/{slug}/{hotelId}/{checkIn}/{checkOut}/{occupancy}/{destinationRequestCode}[?baseRate=…]` (spec
 * 001 §2), read by core's `hotelDetailLocation`, and its first calls started by the portal's entry.
 */
export const { Connected: HotelDetailPageConnected, prefetchPage: prefetchHotelDetailPage } = detailPageRoute(
  "hotel",
  hotelDetailLocation,
  LoadedDetail,
  prefetchHotelDetail,
);
