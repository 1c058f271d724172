import {
  type HotelFiltersChange,
  type HotelSearchFilterOptions,
  type HotelSearchFilters,
  hotelPriceFilterChange,
  hotelPriceFilterCurrency,
  hotelPriceFilterLegend,
  hotelPriceFilterText,
  hotelPricePlaceholders,
  type PriceBasis,
  priceBasisLabelKey,
} from "@travesia/core";
import { Result } from "effect";
import { useId } from "react";
import { type Translate, useLanguageCode } from "../../i18n/LanguageContext";
import { PriceRangeSection } from "../../shared/filters/PriceRangeSection";
import { SIDEBAR_PRICE_LOOK } from "../../shared/filters/sidebarLooks";

/** Props of {@link HotelPriceFilter}. */
interface HotelPriceFilterProps {
  readonly t: Translate;
  /** The applied price range (the URL's). */
  readonly rateRange: HotelSearchFilters["rateRange"];
  /** The reply's price range (the boxes' placeholders). */
  readonly facetRange: HotelSearchFilterOptions["rate"];
  readonly currencyCode: string;
  readonly priceBasis: PriceBasis;
  readonly onChange: (change: HotelFiltersChange) => void;
}

/**
 * Price from/to (spec 001 §2 "minimum 0, in the currency code, label per night or total stay"; §5): typed amounts in
 * major units, checked and converted by core's `hotelPriceFilterChange` when applied; each failing box says why. It
 * starts again from the applied range when that changes.
 */
export const HotelPriceFilter = ({
  t,
  rateRange,
  facetRange,
  currencyCode,
  priceBasis,
  onChange,
}: HotelPriceFilterProps) => {
  const language = useLanguageCode();
  const id = useId();
  const currency = hotelPriceFilterCurrency(rateRange, currencyCode);
  const legend = hotelPriceFilterLegend(currency);
  const legendText = t(legend.key, legend.params);
  return (
    <PriceRangeSection
      key={`price-${rateRange.minimumValue}-${rateRange.maximumValue}-${rateRange.currencyCode}`}
      look={SIDEBAR_PRICE_LOOK}
      id={id}
      initial={hotelPriceFilterText(rateRange, language)}
      labels={{ minimum: t("hotel.filterPriceFrom"), maximum: t("hotel.filterPriceTo") }}
      placeholders={hotelPricePlaceholders(facetRange, language)}
      legend={{ text: legendText, note: t(priceBasisLabelKey(priceBasis)) }}
      apply={{
        content: (
          <>
            {t("shell.apply")} <span className="visually-hidden">{legendText}</span>
          </>
        ),
      }}
      onApply={(text) => {
        const read = hotelPriceFilterChange(text, currency);
        if (Result.isFailure(read)) return read.failure;
        onChange(read.success);
        return [];
      }}
    />
  );
};
