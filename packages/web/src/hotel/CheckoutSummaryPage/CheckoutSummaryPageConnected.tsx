import { type CheckoutLocation, hotelRatesSettings, parseCalendarDate, parseCheckoutUrl } from "@travesia/core";
import { useCheckoutSummary, usePortalStore, useRatePolicy } from "@travesia/hooks";
import { Result } from "effect";
import { useEffect, useState } from "react";
import { useLocation } from "react-router-dom";
import { HotelPolicyPanel } from "../HotelPolicyPanel/HotelPolicyPanel";
import { CheckoutSummaryPage } from "./CheckoutSummaryPage";

const NOWHERE: CheckoutLocation = { product: "hotel", tripProductId: "", alternative: false };

/**
 * `/checkout/{hotel|house}/{tripProductId}[?alternative=true]`, where the demo quote's next URL lands: what was quoted
 * read with `useCheckoutSummary`; a hotel rate's cancellation policy opened with `useRatePolicy` (a house's quote has
 * no policy call, so its page shows none).
 */
export const CheckoutSummaryPageConnected = () => {
  const location = useLocation();
  const parsed = parseCheckoutUrl(location.pathname + location.search);
  const where = Result.isSuccess(parsed) ? parsed.success : NOWHERE;
  const summary = useCheckoutSummary(where.tripProductId, where.product);
  const flags = usePortalStore("config", (state) => state.flags);
  const featureGroups = usePortalStore("config", (state) => state.featureGroups);
  const policy = useRatePolicy(where.tripProductId, { smartFlow: true, relatedRates: false });
  const open = policy.actions.open;
  const hotelReady = summary.status === "ready" && summary.data?.product !== "house";
  useEffect(() => {
    if (hotelReady) open();
  }, [hotelReady, open]);
  const data = summary.data;
  const checkIn = parseCalendarDate(data?.checkIn ?? "");
  const checkOut = parseCalendarDate(data?.checkOut ?? "");
  const stay =
    Result.isSuccess(checkIn) && Result.isSuccess(checkOut)
      ? { checkIn: checkIn.success, checkOut: checkOut.success }
      : null;
  const price =
    data === null || stay === null
      ? null
      : hotelRatesSettings(
          { currency: { grossCurrency: { code: data.currency } }, perNight: false },
          { flags, featureGroups, currencyId: data.currency },
          stay,
        ).price;
  const image = data?.hotel.images?.[0];
  // A plain image (the shared ProductImage's default pictures would double this page's JavaScript): gone if broken.
  const [broken, setBroken] = useState(false);
  return (
    <CheckoutSummaryPage
      status={summary.status}
      product={where.product}
      summary={data}
      alternative={where.alternative}
      stay={stay}
      price={price}
      image={
        image === undefined || broken ? null : (
          <img src={image} alt={data?.hotel.name ?? ""} width={200} height={155} onError={() => setBroken(true)} />
        )
      }
      policy={
        data?.product === "house" ? null : (
          <HotelPolicyPanel
            view={policy.data.full}
            policy={policy.data.policy}
            compact={false}
            onRetry={policy.actions.retry}
          />
        )
      }
      onRetry={summary.actions.reload}
    />
  );
};
