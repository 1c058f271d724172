import { hotelRatesSettings, parseCalendarDate, parseCheckoutHotelUrl } from "@travesia/core";
import { useCheckoutSummary, usePortalStore, useRatePolicy } from "@travesia/hooks";
import { Result } from "effect";
import { useEffect, useState } from "react";
import { useLocation } from "react-router-dom";
import { HotelPolicyPanel } from "../HotelPolicyPanel/HotelPolicyPanel";
import { CheckoutSummaryPage } from "./CheckoutSummaryPage";

/**
 * `/checkout/hotel/{tripProductId}[?alternative=true]`, where the demo quote's next URL lands: the quoted rate read
 * with `useCheckoutSummary`, its cancellation policy opened with `useRatePolicy`.
 */
export const CheckoutSummaryPageConnected = () => {
  const location = useLocation();
  const parsed = parseCheckoutHotelUrl(location.pathname + location.search);
  const where = Result.isSuccess(parsed) ? parsed.success : { tripProductId: "", alternative: false };
  const summary = useCheckoutSummary(where.tripProductId);
  const flags = usePortalStore("config", (state) => state.flags);
  const policy = useRatePolicy(where.tripProductId, { smartFlow: true, relatedRates: false });
  const open = policy.actions.open;
  const ready = summary.status === "ready";
  useEffect(() => {
    if (ready) open();
  }, [ready, open]);
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
          { flags, currencyId: data.currency },
          stay,
        ).price;
  const image = data?.hotel.images?.[0];
  // A plain image (the shared ProductImage's default pictures would double this page's JavaScript): gone if broken.
  const [broken, setBroken] = useState(false);
  return (
    <CheckoutSummaryPage
      status={summary.status}
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
        <HotelPolicyPanel
          view={policy.data.full}
          policy={policy.data.policy}
          compact={false}
          onRetry={policy.actions.retry}
        />
      }
      onRetry={summary.actions.reload}
    />
  );
};
