import {
  type CalendarDate,
  FLIGHT_FILTER_SECTION_MESSAGE_KEYS,
  FLIGHT_LEG_MESSAGE_KEYS,
  type FlightChoiceTarget,
  type FlightFilterPanel as FlightFilterPanelModel,
  type FlightFilterSection,
  type FlightPanelOptions,
  type FlightSearchFilters,
  flightFilterChoiceGroups,
  flightFilterChoiceSet,
  flightFilterPanelSections,
  flightFilterSectionStartsOpen,
  formatMoney,
  type Money,
  withFlightSorting,
} from "@travesia/core";
import { type ReactNode, useCallback } from "react";
import { useLanguageCode, useT } from "../../i18n/LanguageContext";
import { ChoiceGroup } from "../../shared/filters/FilterChoices";
import { FILTER_FOLDS } from "../../shared/filters/FilterFolds";
import { FilterFrame } from "../../shared/filters/FilterFrame";
import { useStableToggles } from "../../shared/filters/useStableVerb";
import { FunnelIcon } from "../../shared/icons";
import { FlightPriceRange } from "./FlightPriceRange";
import { FlightSchedules } from "./FlightSchedules";
import { FlightSortSelect } from "./FlightSortSelect";
import {
  FLIGHT_AIRPORT_LOOK,
  FLIGHT_CHOICE_LOOK,
  FLIGHT_FRAME_LOOK,
  FLIGHT_INLINE_GROUP,
  FLIGHT_LEGS_LOOK,
} from "./flightFilterLook";

/** Props of the stateless {@link FlightFilterPanel}. */
export interface FlightFilterPanelProps {
  /** Core's `flightFilterPanel(input)`: the variant, the sections shown and the schedule legs. */
  readonly panel: FlightFilterPanelModel;
  readonly filters: FlightSearchFilters;
  /** Core's `flightFilterOptions(solutions)`: counts, from-prices, names, the price range and time spans. */
  readonly options: FlightPanelOptions;
  /** Every change: the next filter state (page back to 1). Sorting from the phone header comes here too. */
  readonly onChange: (filters: FlightSearchFilters) => void;
  /** 'Limpiar Filtros'. */
  readonly onClear: () => void;
  /** B2B: the booking-class section shows (when the panel lists it too, spec 002 §6). */
  readonly isAgent: boolean;
  /**
   * The searched dates, `[departure, return]`: the schedules' day arrows move within 3 days of them (spec 002 §5).
   * Without them the schedules show the HH:mm inputs only.
   */
  readonly searchedDates?: readonly [CalendarDate, CalendarDate | null];
  /** Prefix of the controls' ids, when a page draws two panels; default `flight-filters`. */
  readonly idPrefix?: string;
}

/**
 * The flight filter panel (spec 002 §2, §4, §5, §9): the sections core's `flightFilterPanel` lists, each a Headless
 * UI disclosure of the filter frame: choices with counts and from-prices (core's `flightFilterChoiceGroups`), the
 * price range and the schedule windows applied by their funnel buttons; 'Limpiar Filtros'. The `phone` variant folds
 * everything behind a 'Mostrar filtros' toggle beside the order-by select; the `fixedServiceClass` variant lists the
 * spec's fixed classes. Stateless: every change goes out through `onChange` (the funnels keep what was typed until
 * applied); the boxes are memoised and their toggles read the newest filters.
 */
export const FlightFilterPanel = (props: FlightFilterPanelProps) => {
  const { panel, filters, options, onChange, isAgent, searchedDates, idPrefix = "flight-filters" } = props;
  const t = useT();
  const language = useLanguageCode();
  const toggleFor = useStableToggles<FlightChoiceTarget>((target, code, ticked) =>
    onChange(flightFilterChoiceSet(filters, target, code, ticked)),
  );
  // Kept between renders: a section whose choices did not change is not drawn again (FilterFrame compares bodies).
  const fromPrice = useCallback(
    (amount: Money) => t("flightTools.fromPrice", { price: formatMoney(amount, language) }),
    [t, language],
  );
  const choices = (section: FlightFilterSection): ReactNode => {
    const groups = flightFilterChoiceGroups(section, panel, filters, options, isAgent);
    const group = (index: number, legend?: string) => {
      const one = groups[index];
      return one === undefined ? null : (
        <ChoiceGroup
          key={one.target}
          look={legend === undefined ? FLIGHT_CHOICE_LOOK : FLIGHT_AIRPORT_LOOK}
          className={section === "bookingClass" ? FLIGHT_INLINE_GROUP : undefined}
          t={t}
          type={one.input}
          legend={t(one.legend)}
          {...(legend === undefined ? {} : { legendSuffix: legend })}
          choices={one.choices}
          ids={{ id: `${idPrefix}-${one.idPart}`, name: `${idPrefix}-${one.name}` }}
          price={fromPrice}
          onToggle={toggleFor(one.target)}
        />
      );
    };
    if (section !== "airports") return group(0);
    const legs = [...new Set(groups.map((one) => one.leg ?? 0))];
    return (
      <div className={FLIGHT_LEGS_LOOK.legs}>
        {legs.map((leg) => (
          <div key={leg} className={FLIGHT_LEGS_LOOK.leg}>
            <h4 className={FLIGHT_LEGS_LOOK.legTitle}>{t(FLIGHT_LEG_MESSAGE_KEYS[leg])}</h4>
            {groups.map((one, index) => (one.leg === leg ? group(index, t(FLIGHT_LEG_MESSAGE_KEYS[leg])) : null))}
          </div>
        ))}
      </div>
    );
  };
  const body = (section: FlightFilterSection): ReactNode => {
    if (section === "priceRange")
      return <FlightPriceRange t={t} id={idPrefix} filters={filters} options={options} onChange={onChange} />;
    if (section !== "timetable") return choices(section);
    const [departure, returnDate] = searchedDates ?? [];
    return (
      <FlightSchedules
        t={t}
        id={idPrefix}
        filters={filters}
        onChange={onChange}
        legs={panel.timetableLegs}
        departure={departure}
        returnDate={returnDate}
      />
    );
  };
  return (
    <FilterFrame
      look={FLIGHT_FRAME_LOOK}
      landmark={{ as: "aside", label: t("shell.filters") }}
      folds={FILTER_FOLDS}
      heading={t("shell.filterBy")}
      clear={{ text: t("shell.clearFilters"), at: "bottom", onClear: props.onClear }}
      sections={flightFilterPanelSections(panel, isAgent).map((section) => ({
        key: section,
        fold: {
          title: t(FLIGHT_FILTER_SECTION_MESSAGE_KEYS[section]),
          open: flightFilterSectionStartsOpen(section, filters),
        },
        body: body(section),
      }))}
      {...(panel.variant === "phone"
        ? {
            phone: {
              toggle: (open: boolean) => (
                <>
                  <FunnelIcon />
                  {t(open ? "shell.hideFilters" : "shell.showFilters")}
                </>
              ),
              beside: (
                <FlightSortSelect
                  t={t}
                  id={idPrefix}
                  sorting={filters.sorting}
                  onSort={(order) => onChange(withFlightSorting(filters, order))}
                />
              ),
            },
          }
        : {})}
    />
  );
};
