import { type HouseDetailLocation, houseDetailLocation, nightsBetween } from "@travesia/core";
import { prefetchHouseDetail, useHouseDetail } from "@travesia/hooks";
import { Result } from "effect";
import { useLocation } from "react-router-dom";
import type { PagePrefetch } from "../../app/routes";
import { DetailGalleryConnected } from "../../hotel/DetailGallery/DetailGalleryConnected";
import { DetailMapConnected } from "../../hotel/DetailMap/DetailMapConnected";
import { useWidgetsWaitFor } from "../../shared/primaryContent";
import { HouseRateConnected } from "../HouseRate/HouseRateConnected";
import { HouseDetailPage } from "./HouseDetailPage";

/** The page of a readable house address: `useHouseDetail`, the gallery, the rate with quote and budget, the map. */
const LoadedHouse = ({ location }: { readonly location: HouseDetailLocation }) => {
  const page = useHouseDetail(location);
  const { house, reply } = page.data;
  const { detail } = location;
  const currency = reply?.currency?.grossCurrency.code;
  useWidgetsWaitFor(page.status !== "loading");
  return (
    <HouseDetailPage
      status={page.status}
      errorKey={page.error?.key ?? null}
      fallbackName={detail.slug}
      detail={house?.detail ?? null}
      hotel={house}
      gallery={
        <DetailGalleryConnected name={house?.name ?? detail.slug} images={house?.images ?? []} product="house" />
      }
      rates={
        house === null || house.rates.length === 0 ? null : (
          <HouseRateConnected
            house={house}
            stay={{ checkIn: detail.checkIn, checkOut: detail.checkOut, passengers: location.passengers }}
            reply={reply ?? undefined}
          />
        )
      }
      map={
        house === null || currency === undefined ? null : (
          <DetailMapConnected
            hotel={house}
            currency={currency}
            nights={nightsBetween(detail.checkIn, detail.checkOut)}
          />
        )
      }
      onRetry={page.actions.reload}
    />
  );
};

/**
 * `/house/details/{name}/{id}/{checkIn}/{checkOut}/{occupancy}/{destinationRequestCode}` (spec 001 §2), read by
 * core's `houseDetailLocation`; an address without an id shows 'Hotel ID can't be empty'.
 */
export const HouseDetailPageConnected = () => {
  const { pathname, search } = useLocation();
  const location = houseDetailLocation(pathname + search);
  if (Result.isSuccess(location)) return <LoadedHouse key={pathname + search} location={location.success} />;
  return (
    <HouseDetailPage
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
 * The page's first call, started by the portal's entry for a readable address before the page's first render (an
 * unreadable one has none: the page says why).
 */
export const prefetchHouseDetailPage: PagePrefetch = (world, url) => {
  const location = houseDetailLocation(url);
  if (Result.isSuccess(location)) prefetchHouseDetail(world, location.success);
};
