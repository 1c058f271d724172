import {
  applyFlightPriceRange,
  type FlightPanelOptions,
  type FlightSearchFilters,
  flightPriceBoundText,
  flightPriceRangeCurrency,
  formatMoney,
  type Money,
} from "@travesia/core";
import { type Translate, useLanguageCode } from "../../i18n/LanguageContext";
import { PriceRangeSection } from "../../shared/filters/PriceRangeSection";
import { FunnelIcon } from "../../shared/icons";
import { FLIGHT_PRICE_LOOK } from "./flightFilterLook";

/** Props of {@link FlightPriceRange}. */
export interface FlightPriceRangeProps {
  readonly t: Translate;
  readonly id: string;
  readonly filters: FlightSearchFilters;
  readonly options: FlightPanelOptions;
  readonly onChange: (filters: FlightSearchFilters) => void;
}

/**
 * The price range section (spec 002 §2): the results' range above a minimum and a maximum box in the filter's
 * currency, applied by the funnel in minor units (core's `applyFlightPriceRange`); nothing without a currency.
 */
export const FlightPriceRange = ({ t, id, filters, options, onChange }: FlightPriceRangeProps) => {
  const language = useLanguageCode();
  const currency = flightPriceRangeCurrency(filters, options);
  if (currency === null) return null;
  const { minimum, maximum } = filters.priceRange;
  const bound = (value: Money | undefined) => (value === undefined ? "" : flightPriceBoundText(value.minor, currency));
  const range = options.priceRange;
  return (
    <PriceRangeSection
      key={`${minimum}-${maximum}-${currency}`}
      look={FLIGHT_PRICE_LOOK}
      id={`${id}-price`}
      initial={{ minimum: flightPriceBoundText(minimum, currency), maximum: flightPriceBoundText(maximum, currency) }}
      labels={{
        minimum: `${t("flightTools.priceMinimum")} (${currency})`,
        maximum: `${t("flightTools.priceMaximum")} (${currency})`,
      }}
      placeholders={{ minimum: bound(range?.minimum), maximum: bound(range?.maximum) }}
      hint={
        range === null ? null : (
          <>
            {formatMoney(range.minimum, language)} – {formatMoney(range.maximum, language)}
          </>
        )
      }
      apply={{ content: <FunnelIcon />, label: t("flightTools.applyPrice") }}
      onApply={(texts) => {
        const applied = applyFlightPriceRange(filters, texts, currency);
        if (applied._tag === "Failure") return applied.failure;
        onChange(applied.success);
        return [];
      }}
    />
  );
};
