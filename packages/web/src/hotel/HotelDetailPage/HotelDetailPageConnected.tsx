import {
  buildHotelDetailUrl,
  type HotelDetailLocation,
  hotelAbbreviatedCard,
  hotelDetailLocation,
  nightsBetween,
} from "@travesia/core";
import { useHotelDetail } from "@travesia/hooks";
import { Result } from "effect";
import { useLocation } from "react-router-dom";
import { DetailGalleryConnected } from "../DetailGallery/DetailGalleryConnected";
import { DetailMapConnected } from "../DetailMap/DetailMapConnected";
import { HotelFavouriteToggleConnected } from "../HotelFavouriteToggle/HotelFavouriteToggleConnected";
import { HotelRatesConnected } from "../HotelRates/HotelRatesConnected";
import { HotelShareBarConnected } from "../HotelShareBar/HotelShareBarConnected";
import { HotelDetailPage } from "./HotelDetailPage";

/**
 * The page of a readable detail address: `useHotelDetail`, the gallery, the favourite toggle, the rooms tab's rates and
 * the map.
 */
const LoadedDetail = ({ location }: { readonly location: HotelDetailLocation }) => {
  const page = useHotelDetail(location);
  const { hotel, reply, detail } = page.data;
  const images = detail?.imageLinks.map((image) => image.imageURL) ?? hotel?.images ?? [];
  const currency = reply?.currency?.grossCurrency.code;
  return (
    <HotelDetailPage
      status={page.status}
      errorKey={page.error?.key ?? null}
      fallbackName={location.detail.slug}
      detail={detail}
      hotel={hotel}
      gallery={<DetailGalleryConnected name={hotel?.name ?? location.detail.slug} images={images} product="hotel" />}
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
      onRetry={page.actions.reload}
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
};

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
