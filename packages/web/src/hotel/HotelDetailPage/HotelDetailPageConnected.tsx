import {
  buildHotelDetailUrl,
  type HotelDetailLocation,
  hotelAbbreviatedCard,
  hotelDetailLocation,
  nightsBetween,
} from "@travesia/core";
import { prefetchHotelDetail, useHotelDetail } from "@travesia/hooks";
import { Result } from "effect";
import { memo, useCallback, useDeferredValue, useMemo, useRef } from "react";
import { useLocation } from "react-router-dom";
import type { PagePrefetch } from "../../app/routes";
import { useWidgetsWaitFor } from "../../shared/primaryContent";
import { DetailGalleryConnected } from "../DetailGallery/DetailGalleryConnected";
import { DetailMapConnected } from "../DetailMap/DetailMapConnected";
import { HotelFavouriteToggleConnected } from "../HotelFavouriteToggle/HotelFavouriteToggleConnected";
import { HotelRatesConnected } from "../HotelRates/HotelRatesConnected";
import { HotelShareBarConnected } from "../HotelShareBar/HotelShareBarConnected";
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
  const reload = useRef(page.actions.reload);
  reload.current = page.actions.reload;
  const onRetry = useCallback(() => reload.current(), []);
  const { status } = page;
  const errorKey = page.error?.key ?? null;
  const { hotel, reply, detail } = page.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `page.data` is made of these (a new object each render)
  const shown = useMemo<ShownDetail>(
    () => ({ status, errorKey, data: page.data }),
    [status, errorKey, hotel, reply, detail],
  );
  // A reply's page (gallery, rates, map; ~80 ms of rendering at 4x CPU slowdown) is drawn in the background, in slices
  // that leave the main thread to the browser between them; the page on screen stays until it is ready.
  const deferred = useDeferredValue(shown);
  return <DetailBody location={location} shown={deferred} onRetry={onRetry} />;
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
  const images = detail?.imageLinks.map((image) => image.imageURL) ?? hotel?.images ?? [];
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
          <HotelShareBarConnected
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
 * 001 §2), read by core's `hotelDetailLocation`; an address without a hotel id shows 'Hotel ID can't be empty'.
 */
export const HotelDetailPageConnected = () => {
  const { pathname, search } = useLocation();
  const location = hotelDetailLocation(pathname + search);
  if (Result.isSuccess(location)) return <LoadedDetail key={pathname + search} location={location.success} />;
  return (
    <HotelDetailPage
      status="error"
      errorKey={location.failure.key}
      fallbackName=""
      detail={null}
      hotel={null}
      rates={null}
      onRetry={null}
    />
  );
};

/**
 * The page's first calls, started by the portal's entry for a readable address before the page's first render (an
 * unreadable one has none: the page says why).
 */
export const prefetchHotelDetailPage: PagePrefetch = (world, url) => {
  const location = hotelDetailLocation(url);
  if (Result.isSuccess(location)) prefetchHotelDetail(world, location.success);
};
