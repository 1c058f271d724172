import {
  HOTEL_CATEGORY_RANGE,
  HOTEL_CHOICE_SECTION_MESSAGE_KEYS,
  HOTEL_REVIEW_RANGE,
  type HotelChoiceSection,
  type HotelFilterSection,
  type HotelFilterSidebar as HotelFilterSidebarBlocks,
  type HotelFiltersChange,
  type HotelSearchFilterOptions,
  type HotelSearchFilters,
  type HotelStarRange,
  hotelActiveFilterCount,
  hotelFilterChoiceChange,
  hotelFilterChoices,
  hotelFilterSectionFolds,
  hotelFilterSections,
  type PriceBasis,
} from "@travesia/core";
import { type ReactNode, useMemo } from "react";
import { useT } from "../../i18n/LanguageContext";
import { ChoiceGroup } from "../../shared/filters/FilterChoices";
import { FilterFrame } from "../../shared/filters/FilterFrame";
import { RangeSection } from "../../shared/filters/RangeSection";
import { SIDEBAR_CHOICE_LOOK, SIDEBAR_FRAME_LOOK } from "../../shared/filters/sidebarLooks";
import { useStableToggles, useStableVerb } from "../../shared/filters/useStableVerb";
import { HotelNameFilter } from "./HotelNameFilter";
import { HotelPoiFilterBlock, type HotelPoiFinderSlot } from "./HotelPoiFilter";
import { HotelPriceFilter } from "./HotelPriceFilter";

export type { HotelPoiFinderSlot } from "./HotelPoiFilter";

/** Props of {@link HotelFilterSidebar}. */
export interface HotelFilterSidebarProps {
  /** Which blocks show, and whether counts do: core's `hotelFilterSidebar(context)`. */
  readonly sidebar: HotelFilterSidebarBlocks;
  /** The applied filters (core's state, read from the URL). */
  readonly filters: HotelSearchFilters;
  /** The search reply's filter options (`HotelSearchFilterOptions`): list options, counts, geo reference. */
  readonly facets: HotelSearchFilterOptions;
  /** The currency prices are shown in; the price boxes are in it (spec 001 §2 "in the currency code"). */
  readonly currencyCode: string;
  /** Every filter change; the page applies it with core's `hotelFiltersUpdate` (back to page 1). */
  readonly onChange: (change: HotelFiltersChange) => void;
  /** 'Limpiar Filtros'. */
  readonly onClear: () => void;
  /**
   * Optional: whether prices, and so the price filter, are per night or for the whole stay (core's
   * `priceBasis(reply.perNight)`); labels the price block. Default: whole stay (the reply's `perNight` absent).
   */
  readonly priceBasis?: PriceBasis;
  /**
   * Optional: the point-of-interest search, e.g. `(slot) => <HotelPoiFinderConnected {...slot} />`. Without it the
   * POI block still shows the chosen point, its removal and the distance slider.
   */
  readonly poiFinder?: (slot: HotelPoiFinderSlot) => ReactNode;
  /** Optional: hide the 'Filtrar Por' heading (inside `HotelFilterPanel`, whose title says it). */
  readonly headingHidden?: boolean;
}

/**
 * The 'Filtrar Por' sidebar (spec 001 §2, §5, §9), a list of sections of the filter frame in core's order
 * (`hotelFilterSections`): hotel name, offers and promotions, 'preferably refundable', category with Apply, point of
 * interest with its distance slider, price from/to, review-site rating with Apply, board, amenities, suppliers,
 * zones, destinations, and 'Limpiar Filtros'. Every rule is core's; this view only draws and reports changes. Boxes
 * and sliders keep what is typed until applied; each starts again from the applied state when that changes. The
 * checkboxes are memoised and their toggles read the applied filters when they run, so a click redraws its own box.
 */
export const HotelFilterSidebar = (props: HotelFilterSidebarProps) => {
  const { sidebar, filters, facets, onChange, poiFinder } = props;
  const t = useT();
  const toggleFor = useStableToggles<HotelChoiceSection>((section, code, checked) =>
    onChange(hotelFilterChoiceChange(filters, section, code, checked)),
  );
  const change = useStableVerb(onChange);
  const applyName = useStableVerb((hotelName: string | null) => onChange({ hotelName }));
  const applyCategory = useStableVerb((category: HotelStarRange) => onChange({ category }));
  const applyReview = useStableVerb((tripadvisor: HotelStarRange) => onChange({ tripadvisor }));
  const texts = useMemo(
    () => ({
      stars: (count: number) => t("hotel.stars", { count }),
      starsRange: (range: HotelStarRange) => t("hotelFilters.starsRange", { min: range.min, max: range.max }),
      review: (value: number) => t("hotelFilters.reviewValue", { value }),
      reviewRange: (range: HotelStarRange) => t("hotelFilters.reviewRange", { min: range.min, max: range.max }),
      fold: { more: (count: number) => t("hotelFilters.showAll", { count }), fewer: t("hotelFilters.showFewer") },
    }),
    [t],
  );
  const body = (section: HotelFilterSection): ReactNode => {
    switch (section) {
      case "hotelName":
        return (
          <HotelNameFilter
            key={`name-${filters.hotelName ?? ""}`}
            applied={filters.hotelName}
            searchedName={facets.hotelName}
            disabled={sidebar.hotelName.disabled}
            onApply={applyName}
          />
        );
      case "category":
        return (
          <RangeSection
            key={`category-${filters.category.min}-${filters.category.max}`}
            legend={t("hotel.filterCategory")}
            value={filters.category}
            bounds={HOTEL_CATEGORY_RANGE}
            valueText={texts.stars}
            summary={texts.starsRange}
            onApply={applyCategory}
          />
        );
      case "reviewRating":
        return (
          <RangeSection
            key={`review-${filters.tripadvisor.min}-${filters.tripadvisor.max}`}
            legend={t("hotel.filterReviewRating")}
            value={filters.tripadvisor}
            bounds={HOTEL_REVIEW_RANGE}
            valueText={texts.review}
            summary={texts.reviewRange}
            onApply={applyReview}
          />
        );
      case "poi":
        return (
          <HotelPoiFilterBlock
            key={`poi-${filters.poi.radio}-${filters.poi.geo?.latitude}-${filters.poi.geo?.longitude}`}
            filters={filters}
            facets={facets}
            onChange={onChange}
            poiFinder={poiFinder}
          />
        );
      case "price":
        return (
          <HotelPriceFilter
            t={t}
            rateRange={filters.rateRange}
            facetRange={facets.rateRange ?? facets.rate}
            currencyCode={props.currencyCode}
            priceBasis={props.priceBasis ?? "totalStay"}
            onChange={change}
          />
        );
      default:
        return (
          <ChoiceGroup
            look={SIDEBAR_CHOICE_LOOK}
            t={t}
            type="checkbox"
            legend={t(HOTEL_CHOICE_SECTION_MESSAGE_KEYS[section])}
            choices={hotelFilterChoices(section, sidebar, filters, facets)}
            {...(hotelFilterSectionFolds(section) ? { fold: texts.fold } : {})}
            onToggle={toggleFor(section)}
          />
        );
    }
  };
  return (
    <FilterFrame
      look={SIDEBAR_FRAME_LOOK}
      landmark={{ as: "section" }}
      heading={t("shell.filterBy")}
      headingHidden={props.headingHidden ?? false}
      clear={{
        text: t("shell.clearFilters"),
        at: "top",
        disabled: hotelActiveFilterCount(filters) === 0,
        onClear: props.onClear,
      }}
      sections={hotelFilterSections(sidebar, filters, facets).map((section) => ({ key: section, body: body(section) }))}
    />
  );
};
