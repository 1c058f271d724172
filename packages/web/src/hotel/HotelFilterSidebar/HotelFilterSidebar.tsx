import {
  formatNumber,
  HOTEL_CATEGORY_RANGE,
  HOTEL_POI_DISTANCE_STEPS_KM,
  HOTEL_REVIEW_RANGE,
  type HotelFilterListGroup,
  type HotelFilterSidebar as HotelFilterSidebarBlocks,
  type HotelFiltersChange,
  type HotelPoiChoice,
  type HotelPoiGeo,
  type HotelSearchFilterOptions,
  type HotelSearchFilters,
  type HotelStarRange,
  hotelActiveFilterCount,
  hotelFilterFacetList,
  hotelFilterOptionRows,
  hotelFilterOptionsShown,
  hotelOfferFilterRows,
  hotelPoiFilterChoose,
  hotelPoiFilterDistance,
  hotelPoiFilterRemove,
  hotelPoiSearchCenter,
  hotelPoiSliderDistance,
  hotelPoiSliderIndex,
  hotelPoiSliderKm,
  hotelPriceFilterChange,
  hotelPriceFilterCurrency,
  hotelPriceFilterLegend,
  hotelPriceFilterText,
  hotelPricePlaceholders,
  listWith,
  type MessageKey,
  type PriceBasis,
  priceBasisLabelKey,
  type ValidationIssue,
} from "@travesia/core";
import { Result } from "effect";
import { type FormEvent, memo, type ReactNode, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useLanguageCode, useT } from "../../i18n/LanguageContext";
import { fieldIssues, issueText } from "../../shared/searchForm/fieldIssues";
import { HotelRangeFilter } from "../HotelRangeFilter/HotelRangeFilter";
import styles from "../hotelFilterBlock.module.css";

/** What the sidebar hands to its `poiFinder` slot. */
export interface HotelPoiFinderSlot {
  /** Where to look for points of interest (core's `hotelPoiSearchCenter`). */
  readonly center: HotelPoiGeo;
  /** Call with the picked point: the sidebar sends `hotelPoiFilterChoose(point, distance on the slider)`. */
  readonly onChoose: (choice: HotelPoiChoice) => void;
}

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
 * The 'Filtrar Por' sidebar (spec 001 §2, §5, §9): hotel name, offers and promotions, 'preferably refundable',
 * category with Apply, point of interest with its distance slider, price from/to, review-site rating with Apply,
 * board, amenities, suppliers, zones, destinations and 'Limpiar Filtros'. Which blocks show and whether counts show
 * is `sidebar` (core's `hotelFilterSidebar`); every rule is core's; this view only draws and reports changes. Boxes
 * and sliders keep what is typed until applied; each starts again from the applied state when that changes.
 */
export const HotelFilterSidebar = ({
  sidebar,
  filters,
  facets,
  currencyCode,
  onChange,
  onClear,
  priceBasis = "totalStay",
  poiFinder,
  headingHidden = false,
}: HotelFilterSidebarProps) => {
  const t = useT();
  const headingId = useId();
  // The checkboxes' verbs read the applied filters when they run, so they keep their identity across filter clicks
  // and the memoised checkboxes are drawn again only when their own label, count or state changes (a new function at
  // each click wrote every checkbox's attributes again, twice per click: at the request and at the reply).
  const latest = useRef({ filters, onChange });
  useLayoutEffect(() => {
    latest.current = { filters, onChange };
  });
  const toggles = useMemo(() => {
    const inList = (group: HotelFilterListGroup) => (code: string, checked: boolean) => {
      const now = latest.current;
      now.onChange({ [group]: listWith(now.filters[group], code, checked) } as HotelFiltersChange);
    };
    return {
      board: inList("board"),
      amenity: inList("amenity"),
      supplier: inList("supplier"),
      zone: inList("zone"),
      destination: inList("destination"),
      offer: (key: string, checked: boolean) => {
        const now = latest.current;
        now.onChange({ offers: { ...now.filters.offers, [key]: checked } });
      },
      refundable: (_key: string, requestNonRefundableRates: boolean) =>
        latest.current.onChange({ requestNonRefundableRates }),
    } satisfies Record<HotelFilterListGroup | "offer" | "refundable", (value: string, checked: boolean) => void>;
  }, []);
  // The same for the boxes and sliders: with these verbs and texts they are drawn again only when what they show
  // changes, not at each redraw of the sidebar (twice per filter click: the request and the reply).
  const verbs = useMemo(
    () => ({
      change: (change: HotelFiltersChange) => latest.current.onChange(change),
      hotelName: (hotelName: string | null) => latest.current.onChange({ hotelName }),
      category: (category: HotelStarRange) => latest.current.onChange({ category }),
      tripadvisor: (tripadvisor: HotelStarRange) => latest.current.onChange({ tripadvisor }),
    }),
    [],
  );
  const rangeTexts = useMemo(
    () => ({
      stars: (count: number) => t("hotel.stars", { count }),
      starsRange: (range: HotelStarRange) => t("hotelFilters.starsRange", { min: range.min, max: range.max }),
      review: (value: number) => t("hotelFilters.reviewValue", { value }),
      reviewRange: (range: HotelStarRange) => t("hotelFilters.reviewRange", { min: range.min, max: range.max }),
    }),
    [t],
  );
  const list = (group: HotelFilterListGroup, legendKey: MessageKey, visible: boolean) => {
    const rows = hotelFilterOptionRows(hotelFilterFacetList(facets, group), filters[group], sidebar.counts);
    if (!visible || rows.length === 0) return null;
    return <HotelFilterChecklist legend={t(legendKey)} rows={rows} onToggle={toggles[group]} />;
  };
  return (
    <section className={styles.sidebar} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={headingHidden ? "visually-hidden" : styles.heading}>
          {t("shell.filterBy")}
        </h2>
        <button
          type="button"
          className={styles.clear}
          disabled={hotelActiveFilterCount(filters) === 0}
          onClick={onClear}
        >
          {t("shell.clearFilters")}
        </button>
      </div>
      <HotelNameFilter
        key={`name-${filters.hotelName ?? ""}`}
        applied={filters.hotelName}
        searchedName={facets.hotelName}
        disabled={sidebar.hotelName.disabled}
        onApply={verbs.hotelName}
      />
      {sidebar.offers ? (
        <fieldset className={styles.block}>
          <legend className={styles.legend}>{t("hotel.filterOffers")}</legend>
          {hotelOfferFilterRows(facets.offers, filters.offers, sidebar.counts).map((row) => (
            <HotelFilterCheckbox
              key={row.key}
              value={row.key}
              label={t(row.labelKey)}
              count={row.count}
              checked={row.selected}
              onToggle={toggles.offer}
            />
          ))}
        </fieldset>
      ) : null}
      {sidebar.refundable ? (
        <fieldset className={styles.block}>
          <legend className={styles.legend}>{t("hotelFilters.rateType")}</legend>
          <HotelFilterCheckbox
            value="refundable"
            label={t("hotel.filterRefundable")}
            count={null}
            checked={filters.requestNonRefundableRates}
            onToggle={toggles.refundable}
          />
        </fieldset>
      ) : null}
      <HotelRangeFilter
        key={`category-${filters.category.min}-${filters.category.max}`}
        legend={t("hotel.filterCategory")}
        value={filters.category}
        bounds={HOTEL_CATEGORY_RANGE}
        valueText={rangeTexts.stars}
        summary={rangeTexts.starsRange}
        onApply={verbs.category}
      />
      {sidebar.poi ? (
        <HotelPoiFilterBlock
          key={`poi-${filters.poi.radio}-${filters.poi.geo?.latitude}-${filters.poi.geo?.longitude}`}
          filters={filters}
          facets={facets}
          onChange={onChange}
          poiFinder={poiFinder}
        />
      ) : null}
      <HotelPriceFilter
        key={`price-${filters.rateRange.minimumValue}-${filters.rateRange.maximumValue}-${filters.rateRange.currencyCode}`}
        rateRange={filters.rateRange}
        facetRange={facets.rateRange ?? facets.rate}
        currencyCode={currencyCode}
        priceBasis={priceBasis}
        onChange={verbs.change}
      />
      {sidebar.reviewRating ? (
        <HotelRangeFilter
          key={`review-${filters.tripadvisor.min}-${filters.tripadvisor.max}`}
          legend={t("hotel.filterReviewRating")}
          value={filters.tripadvisor}
          bounds={HOTEL_REVIEW_RANGE}
          valueText={rangeTexts.review}
          summary={rangeTexts.reviewRange}
          onApply={verbs.tripadvisor}
        />
      ) : null}
      {list("board", "hotel.filterBoard", sidebar.board)}
      {list("amenity", "hotel.filterAmenities", sidebar.amenities)}
      {list("supplier", "hotel.filterSuppliers", sidebar.suppliers)}
      {list("zone", "hotel.filterZones", sidebar.zones)}
      {list("destination", "hotel.filterDestinations", sidebar.destinations)}
    </section>
  );
};

interface HotelFilterCheckboxProps {
  /** What the box stands for (an option's code), handed back to `onToggle`. */
  readonly value: string;
  readonly label: string;
  readonly count: number | null;
  readonly checked: boolean;
  /** Keep it the same function between renders: the box is drawn again only when one of its props changes. */
  readonly onToggle: (value: string, checked: boolean) => void;
}

/** A labelled checkbox with its count beside the label (spec 001 §2 "Counts beside options"). */
const HotelFilterCheckbox = memo(({ value, label, count, checked, onToggle }: HotelFilterCheckboxProps) => (
  // biome-ignore lint/a11y/noLabelWithoutControl: HotelFilterBox, inside, is the label's checkbox
  <label className={styles.option}>
    <HotelFilterBox value={value} checked={checked} onToggle={onToggle} />
    <span className={styles.optionLabel}>{label}</span>
    {count === null ? null : (
      <>
        {" "}
        <span className={styles.count}>({count})</span>
      </>
    )}
  </label>
));

/**
 * The box alone, drawn again only when its own state changes: the count beside it comes and goes with every search
 * (hidden while loading), and React writes an input's name and type again at each of its updates.
 */
const HotelFilterBox = memo(({ value, checked, onToggle }: Omit<HotelFilterCheckboxProps, "label" | "count">) => (
  <input type="checkbox" checked={checked} onChange={(event) => onToggle(value, event.target.checked)} />
));

interface HotelFilterChecklistProps {
  readonly legend: string;
  readonly rows: ReturnType<typeof hotelFilterOptionRows>;
  readonly onToggle: (code: string, checked: boolean) => void;
}

/** A list filter: a fieldset of checkboxes, long lists folded behind 'Ver n opciones más' (core's rule). */
const HotelFilterChecklist = ({ legend, rows, onToggle }: HotelFilterChecklistProps) => {
  const t = useT();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const { shown, hidden } = hotelFilterOptionsShown(rows, expanded);
  const foldable = expanded || hidden > 0;
  return (
    <fieldset className={styles.block}>
      <legend className={styles.legend}>{legend}</legend>
      <div id={listId} className={styles.options}>
        {shown.map((row) => (
          <HotelFilterCheckbox
            key={row.code}
            value={row.code}
            label={row.label}
            count={row.count}
            checked={row.selected}
            onToggle={onToggle}
          />
        ))}
      </div>
      {foldable ? (
        <button
          type="button"
          className={styles.more}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t("hotelFilters.showFewer") : t("hotelFilters.showAll", { count: hidden })}
        </button>
      ) : null}
    </fieldset>
  );
};

interface HotelNameFilterProps {
  readonly applied: string | null;
  readonly searchedName: string | undefined;
  readonly disabled: boolean;
  readonly onApply: (name: string | null) => void;
}

/**
 * The hotel-name box: applied on Enter or 'Aplicar' (not while typing: each filter change is a new search), an emptied
 * box removes the filter. Disabled, with the searched name, when the search was by hotel name (spec 001 §2).
 */
const HotelNameFilter = memo(({ applied, searchedName, disabled, onApply }: HotelNameFilterProps) => {
  const t = useT();
  const id = useId();
  const [text, setText] = useState(disabled ? (applied ?? searchedName ?? "") : (applied ?? ""));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = text.trim() === "" ? null : text.trim();
    if (name !== applied) onApply(name);
  };
  return (
    <form className={styles.block} onSubmit={submit}>
      <label className={styles.legend} htmlFor={id}>
        {t("hotel.filterHotelName")}
      </label>
      <div className={styles.inline}>
        <input
          id={id}
          type="search"
          className={styles.control}
          value={text}
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
          {...(disabled ? { "aria-describedby": `${id}-note` } : {})}
        />
        <button type="submit" className={styles.apply} disabled={disabled}>
          {t("shell.apply")} <span className="visually-hidden">{t("hotel.filterHotelName")}</span>
        </button>
      </div>
      {disabled ? (
        <p id={`${id}-note`} className={styles.note}>
          {t("hotelFilters.searchedByName")}
        </p>
      ) : null}
    </form>
  );
});

interface HotelPoiFilterBlockProps {
  readonly filters: HotelSearchFilters;
  readonly facets: HotelSearchFilterOptions;
  readonly onChange: (change: HotelFiltersChange) => void;
  readonly poiFinder: ((slot: HotelPoiFinderSlot) => ReactNode) | undefined;
}

/** Point of interest (spec 001 §2, §9): the search slot, the chosen point with its removal, the distance slider. */
const HotelPoiFilterBlock = ({ filters, facets, onChange, poiFinder }: HotelPoiFilterBlockProps) => {
  const t = useT();
  const language = useLanguageCode();
  const id = useId();
  const { poi } = filters;
  const [km, setKm] = useState(hotelPoiSliderKm(poi));
  const center = hotelPoiSearchCenter(facets.geoReference, poi);
  const distance = hotelPoiFilterDistance(poi, km);
  const unchanged = poi.geo === null || hotelPoiSliderKm(poi) === km;
  return (
    <fieldset className={styles.block}>
      <legend className={styles.legend}>{t("hotel.filterPoi")}</legend>
      {center === null ? (
        <p className={styles.note}>{t("hotelFilters.poiNoCenter")}</p>
      ) : (
        // A block box: the finder's field is a flex item of the search forms' rows, not of this column.
        <div>{poiFinder?.({ center, onChoose: (choice) => onChange(hotelPoiFilterChoose(choice, km)) })}</div>
      )}
      {poi.geo === null ? null : (
        <p className={styles.chosen}>
          <span>{t("hotelFilters.poiChosen", { name: poi.name ?? "" })}</span>
          <button type="button" className={styles.remove} onClick={() => onChange(hotelPoiFilterRemove())}>
            {t("select.remove", { item: poi.name ?? t("hotel.filterPoi") })}
          </button>
        </p>
      )}
      <div className={styles.slider}>
        <label htmlFor={id}>{t("hotel.filterPoiDistance", { distance: formatNumber(km, language) })}</label>
        <input
          id={id}
          type="range"
          min={0}
          max={HOTEL_POI_DISTANCE_STEPS_KM.length - 1}
          step={1}
          value={hotelPoiSliderIndex(km)}
          aria-valuetext={t("hotelFilters.distanceValue", { distance: formatNumber(km, language) })}
          onChange={(event) => setKm(hotelPoiSliderDistance(Number(event.target.value)))}
        />
      </div>
      {poi.geo === null ? (
        <p className={styles.note}>{t("hotelFilters.poiChooseFirst")}</p>
      ) : (
        <button
          type="button"
          className={styles.apply}
          disabled={unchanged}
          onClick={() => {
            if (distance !== undefined) onChange(distance);
          }}
        >
          {t("shell.apply")} <span className="visually-hidden">{t("hotel.filterPoi")}</span>
        </button>
      )}
    </fieldset>
  );
};

interface HotelPriceFilterProps {
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
 * major units, checked and converted by core's `hotelPriceFilterChange` when applied; each failing box says why.
 */
const HotelPriceFilterBlock = ({
  rateRange,
  facetRange,
  currencyCode,
  priceBasis,
  onChange,
}: HotelPriceFilterProps) => {
  const t = useT();
  const language = useLanguageCode();
  const id = useId();
  const [text, setText] = useState(hotelPriceFilterText(rateRange, language));
  const [issues, setIssues] = useState<readonly ValidationIssue[]>([]);
  const currency = hotelPriceFilterCurrency(rateRange, currencyCode);
  const legend = hotelPriceFilterLegend(currency);
  const placeholders = hotelPricePlaceholders(facetRange, language);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = hotelPriceFilterChange(text, currency);
    if (Result.isFailure(read)) {
      setIssues(read.failure);
      return;
    }
    setIssues([]);
    onChange(read.success);
  };
  const box = (end: "minimum" | "maximum", labelKey: "hotel.filterPriceFrom" | "hotel.filterPriceTo") => {
    const boxIssues = fieldIssues(issues, [end]);
    const boxId = `${id}-${end}`;
    return (
      <div className={styles.priceBox}>
        <label htmlFor={boxId}>{t(labelKey)}</label>
        <input
          id={boxId}
          className={styles.control}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={placeholders[end]}
          value={text[end]}
          onChange={(event) => setText({ ...text, [end]: event.target.value })}
          {...(boxIssues.length === 0 ? {} : { "aria-invalid": true, "aria-describedby": `${boxId}-error` })}
        />
        {boxIssues.length === 0 ? null : (
          <p id={`${boxId}-error`} className={styles.error}>
            {boxIssues.map((issue) => issueText(t, issue)).join(" ")}
          </p>
        )}
      </div>
    );
  };
  return (
    <form className={styles.block} onSubmit={submit} noValidate>
      <fieldset className={styles.plain}>
        <legend className={styles.legend}>{t(legend.key, legend.params)}</legend>
        <p className={styles.note}>{t(priceBasisLabelKey(priceBasis))}</p>
        <div className={styles.priceBoxes}>
          {box("minimum", "hotel.filterPriceFrom")}
          {box("maximum", "hotel.filterPriceTo")}
        </div>
      </fieldset>
      <button type="submit" className={styles.apply}>
        {t("shell.apply")} <span className="visually-hidden">{t(legend.key, legend.params)}</span>
      </button>
    </form>
  );
};

/**
 * Drawn again only when what it shows changes: the applied range is read from the URL at each click (a new object of
 * the same values), so it is compared by value.
 */
const HotelPriceFilter = memo(
  HotelPriceFilterBlock,
  ({ rateRange: a, ...before }, { rateRange: b, ...after }) =>
    a.minimumValue === b.minimumValue &&
    a.maximumValue === b.maximumValue &&
    a.currencyCode === b.currencyCode &&
    before.facetRange === after.facetRange &&
    before.currencyCode === after.currencyCode &&
    before.priceBasis === after.priceBasis &&
    before.onChange === after.onChange,
);
