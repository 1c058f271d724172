import {
  addToBudgetInitial,
  addToBudgetLabelKey,
  type CalendarDate,
  formatOccupancy,
  type HotelCluster,
  type HotelRatesReply,
  hotelRatesSettings,
  type Room,
  stayBudgetParameters,
} from "@travesia/core";
import { useHouseQuote, usePortalStore } from "@travesia/hooks";
import { lazy, Suspense, useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { HotelQuoteButton } from "../../hotel/HotelQuoteButton/HotelQuoteButton";
import { HotelRateBudget } from "../../hotel/HotelRateBudget/HotelRateBudget";
import { HouseRate } from "./HouseRate";

/**
 * The add-to-budget control's code (the add machine, its calls and the counters) loads once a card draws it; until
 * then the same button stands in, disabled, so the card keeps its size and the house route its 40 KB budget.
 */
const HotelRateBudgetConnected = lazy(async () => ({
  default: (await import("../../hotel/HotelRateBudget/HotelRateBudgetConnected")).HotelRateBudgetConnected,
}));

/** Props of a connected house rate. */
export interface HouseRateConnectedProps {
  readonly house: HotelCluster;
  /** The stay and every guest (the add call's occupancy). */
  readonly stay: { readonly checkIn: CalendarDate; readonly checkOut: CalendarDate; readonly passengers: Room };
  /** The search reply, for currency, taxes and the budget and pricer flags. */
  readonly reply?: HotelRatesReply | undefined;
}

/**
 * The house's rate wired to `useHouseQuote` (its failure text for 10 s, the redirect to the next URL or the trip)
 * and the shared add-to-budget control (`useAddToBudget`, product `house`).
 */
export const HouseRateConnected = ({ house, stay, reply }: HouseRateConnectedProps) => {
  const rate = house.rates[0];
  const flags = usePortalStore("config", (state) => state.flags);
  const currencyId = usePortalStore("currency", (state) => state.currencyId);
  const featureGroups = usePortalStore("config", (state) => state.featureGroups);
  const mode = usePortalStore("active", (state) => state.mode);
  const settings = hotelRatesSettings(reply, { flags, featureGroups, currencyId }, stay);
  const quote = useHouseQuote(rate?.tripProductID ?? "", { pricerEnabled: settings.pricerEnabled });
  const navigate = useNavigate();
  const target = quote.data.navigation;
  useEffect(() => {
    if (target === null) return;
    if (target.startsWith("/") && !target.startsWith("//")) navigate(target);
    else window.location.assign(target);
  }, [target, navigate]);
  if (rate === undefined) return null;
  return (
    <HouseRate
      rate={rate}
      price={settings.price}
      failureKey={quote.data.failureKey}
      quote={
        <HotelQuoteButton
          button={{ ...quote.data.button, errorKey: undefined }}
          notices={quote.data.notices}
          onQuote={() => void quote.actions.quote()}
        />
      }
      budget={
        settings.budgetControls ? (
          <Suspense
            fallback={
              <HotelRateBudget
                labelKey={addToBudgetLabelKey(addToBudgetInitial, mode)}
                disabled
                busy={false}
                errorKey={null}
                onAdd={() => {}}
              />
            }
          >
            <HotelRateBudgetConnected
              item={{
                product: "house",
                rateId: rate.tripProductID,
                occupancy: formatOccupancy([stay.passengers]),
                parameters: stayBudgetParameters(stay),
                ...(house.destination === undefined ? {} : { destinationId: house.destination.code }),
              }}
            />
          </Suspense>
        ) : null
      }
    />
  );
};
