import type { HotelRate } from "@travesia/core";
import { useHotelQuote } from "@travesia/hooks";
import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { HotelQuoteButton } from "./HotelQuoteButton";

/** Props of the connected quote button. */
export interface HotelQuoteButtonConnectedProps {
  readonly rate: Pick<HotelRate, "tripProductID" | "isSelected" | "disabled">;
  readonly smartFlow: boolean;
  readonly relatedRates: boolean;
  readonly pricerEnabled: boolean;
}

/**
 * A rate's quote button wired to `useHotelQuote`; when the redirect is due (the hook waits the alternative-rate
 * 5 s on the provider's clock) it goes to the server's next URL (a portal path through the router, any other URL
 * by the browser) or to `/v3/trip/edit/{budgetId}` with the pricer.
 */
export const HotelQuoteButtonConnected = ({
  rate,
  smartFlow,
  relatedRates,
  pricerEnabled,
}: HotelQuoteButtonConnectedProps) => {
  const quote = useHotelQuote(
    { tripProductID: rate.tripProductID, selected: rate.isSelected === true, disabled: rate.disabled === true },
    { smartFlow, relatedRates, pricerEnabled },
  );
  const navigate = useNavigate();
  const target = quote.data.navigation;
  useEffect(() => {
    if (target === null) return;
    if (target.startsWith("/") && !target.startsWith("//")) navigate(target);
    else window.location.assign(target);
  }, [target, navigate]);
  return (
    <HotelQuoteButton
      button={quote.data.button}
      notices={quote.data.notices}
      onQuote={() => void quote.actions.quote()}
    />
  );
};
