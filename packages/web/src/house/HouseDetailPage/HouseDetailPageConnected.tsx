import { type HouseDetailLocation, houseDetailLocation, nightsBetween } from "@travesia/core";
import { prefetchHouseDetail, useHouseDetail } from "@travesia/hooks";
import { DetailGalleryConnected } from "../../hotel/DetailGallery/DetailGalleryConnected";
import { DetailMapConnected } from "../../hotel/DetailMap/DetailMapConnected";
import { detailPageRoute } from "../../hotel/HotelDetailPage/detailPageRoute";
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
 * core's `houseDetailLocation`, and its first call started by the portal's entry.
 */
export const { Connected: HouseDetailPageConnected, prefetchPage: prefetchHouseDetailPage } = detailPageRoute(
  "house",
  houseDetailLocation,
  LoadedHouse,
  prefetchHouseDetail,
);
