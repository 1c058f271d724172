import { Disclosure, DisclosureButton, DisclosurePanel } from "@headlessui/react";
import {
  applyFlightPriceRange,
  type CalendarDate,
  FLIGHT_BAGGAGE_FILTER_MESSAGE_KEYS,
  FLIGHT_FILTER_SECTION_MESSAGE_KEYS,
  FLIGHT_FORM_STOPS_LABEL_KEYS,
  FLIGHT_LEG_MESSAGE_KEYS,
  FLIGHT_SERVICE_CLASS_MESSAGE_KEYS,
  FLIGHT_SORT_MESSAGE_KEYS,
  FLIGHT_SORT_ORDERS,
  FLIGHT_TRANSPORT_FILTER_MESSAGE_KEYS,
  type FlightFilterPanel as FlightFilterPanelModel,
  type FlightFilterSection,
  type FlightPanelOptions,
  type FlightSearchFilters,
  type FlightSortOrder,
  flightFilterSectionStartsOpen,
  flightPriceBoundText,
  flightServiceClassLabel,
  formatMoney,
  listWith,
  type Money,
  type ValidationIssue,
  withFlightFilters,
  withFlightSorting,
} from "@travesia/core";
import { type FormEvent, memo, type ReactNode, type RefObject, useMemo, useRef, useState } from "react";
import { type Translate, useIssueText, useLanguageCode, useT } from "../../i18n/LanguageContext";
import { ChevronIcon, FunnelIcon } from "../../shared/icons";
import { serviceClassText } from "../serviceClassText";
import styles from "./FlightFilterPanel.module.css";
import { FlightSchedules } from "./FlightSchedules";

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

/** Shared by the sections: the translate function, the current state and how to change it. */
export interface SectionContext {
  readonly t: Translate;
  readonly id: string;
  readonly filters: FlightSearchFilters;
  readonly change: (change: Partial<Omit<FlightSearchFilters, "pagination" | "sorting">>) => void;
  readonly onChange: (filters: FlightSearchFilters) => void;
  readonly price: (amount: Money | null) => string | null;
}

const Section = ({ title, open, children }: { title: string; open: boolean; children: ReactNode }) => (
  <Disclosure as="section" defaultOpen={open} className={styles.section}>
    <h3 className={styles.sectionTitle}>
      <DisclosureButton className={styles.sectionButton}>
        <span>{title}</span>
        <ChevronIcon />
      </DisclosureButton>
    </h3>
    <DisclosurePanel className={styles.sectionBody}>{children}</DisclosurePanel>
  </Disclosure>
);

/** A labelled checkbox or radio with its count and, when known, its from-price. */
const Choice = ({
  type,
  id,
  name,
  label,
  quantity,
  from,
  checked,
  onToggle,
}: {
  type: "checkbox" | "radio";
  id: string;
  name: string;
  label: string;
  quantity?: number | undefined;
  from?: string | null | undefined;
  checked: boolean;
  onToggle: (checked: boolean) => void;
}) => (
  <div className={styles.choice}>
    <input id={id} type={type} name={name} checked={checked} onChange={(event) => onToggle(event.target.checked)} />
    <label htmlFor={id} className={styles.choiceLabel}>
      <span className={styles.choiceName}>{label}</span>
      {quantity !== undefined && <span className={styles.count}>({quantity})</span>}
      {from !== null && from !== undefined && <span className={styles.from}>{from}</span>}
    </label>
  </div>
);

const Airlines = ({ ctx, options }: { ctx: SectionContext; options: FlightPanelOptions }) => (
  <fieldset className={styles.group}>
    <legend className="visually-hidden">{ctx.t("flight.filterAirlines")}</legend>
    {options.airlines.map((airline) => (
      <Choice
        key={airline.code}
        type="checkbox"
        id={`${ctx.id}-airline-${airline.code}`}
        name={`${ctx.id}-airlines`}
        label={airline.name}
        quantity={airline.quantity}
        from={ctx.price(airline.from)}
        checked={ctx.filters.airlines.includes(airline.code)}
        onToggle={(ticked) => ctx.change({ airlines: listWith(ctx.filters.airlines, airline.code, ticked) })}
      />
    ))}
  </fieldset>
);

const Baggage = ({ ctx, options }: { ctx: SectionContext; options: FlightPanelOptions }) => (
  <fieldset className={styles.group}>
    <legend className="visually-hidden">{ctx.t("flight.filterBaggage")}</legend>
    {options.baggage.map((option) => (
      <Choice
        key={option.code}
        type="radio"
        id={`${ctx.id}-baggage-${option.code}`}
        name={`${ctx.id}-baggage`}
        label={ctx.t(FLIGHT_BAGGAGE_FILTER_MESSAGE_KEYS[option.code])}
        quantity={option.quantity}
        checked={ctx.filters.baggage === option.code}
        onToggle={() => ctx.change({ baggage: option.code })}
      />
    ))}
  </fieldset>
);

const Transport = ({ ctx, options }: { ctx: SectionContext; options: FlightPanelOptions }) => (
  <fieldset className={styles.group}>
    <legend className="visually-hidden">{ctx.t("flight.filterTransport")}</legend>
    {options.segmentsTypes.map((option) => (
      <Choice
        key={option.code}
        type="radio"
        id={`${ctx.id}-transport-${option.code}`}
        name={`${ctx.id}-transport`}
        label={ctx.t(FLIGHT_TRANSPORT_FILTER_MESSAGE_KEYS[option.code])}
        quantity={option.quantity}
        checked={ctx.filters.segmentsTypes === option.code}
        onToggle={() => ctx.change({ segmentsTypes: option.code })}
      />
    ))}
  </fieldset>
);

const Connections = ({ ctx, options }: { ctx: SectionContext; options: FlightPanelOptions }) => (
  <fieldset className={styles.group}>
    <legend className="visually-hidden">{ctx.t("flight.connections")}</legend>
    {options.stops.map((option) => {
      const stops = Math.min(2, option.numberOfStops) as 0 | 1 | 2;
      return (
        <Choice
          key={option.bucket}
          type="checkbox"
          id={`${ctx.id}-stops-${stops}`}
          name={`${ctx.id}-stops`}
          label={ctx.t(FLIGHT_FORM_STOPS_LABEL_KEYS[stops])}
          quantity={option.quantity}
          from={ctx.price(option.from)}
          checked={ctx.filters.stops.includes(stops)}
          onToggle={(ticked) => ctx.change({ stops: listWith(ctx.filters.stops, stops, ticked) })}
        />
      );
    })}
  </fieldset>
);

const AIRPORT_ROLES = [
  ["departure", "flight.airportsDeparture"],
  ["stop", "flight.airportsStop"],
  ["arrival", "flight.airportsArrival"],
] as const;

const Airports = ({ ctx, options }: { ctx: SectionContext; options: FlightPanelOptions }) => (
  <div className={styles.legs}>
    {options.airports.map((leg, index) => {
      const legIndex = index as 0 | 1;
      const chosen = ctx.filters.airports[legIndex];
      if (chosen === undefined) return null;
      return (
        <div key={FLIGHT_LEG_MESSAGE_KEYS[legIndex]} className={styles.leg}>
          <h4 className={styles.legTitle}>{ctx.t(FLIGHT_LEG_MESSAGE_KEYS[legIndex])}</h4>
          {AIRPORT_ROLES.map(([role, key]) =>
            leg[role].length === 0 ? null : (
              <fieldset key={role} className={styles.group}>
                <legend className={styles.groupTitle}>
                  {ctx.t(key)}
                  <span className="visually-hidden"> · {ctx.t(FLIGHT_LEG_MESSAGE_KEYS[legIndex])}</span>
                </legend>
                {leg[role].map((airport) => (
                  <Choice
                    key={airport.code}
                    type="checkbox"
                    id={`${ctx.id}-airport-${legIndex}-${role}-${airport.code}`}
                    name={`${ctx.id}-airport-${legIndex}-${role}`}
                    label={`${airport.name} (${airport.code})`}
                    quantity={airport.quantity}
                    checked={chosen[role].includes(airport.code)}
                    onToggle={(ticked) => {
                      const legs = [ctx.filters.airports[0], ctx.filters.airports[1]] as [
                        FlightSearchFilters["airports"][0],
                        FlightSearchFilters["airports"][1],
                      ];
                      legs[legIndex] = {
                        ...chosen,
                        [role]: listWith(chosen[role], airport.code, ticked),
                      };
                      ctx.change({ airports: legs });
                    }}
                  />
                ))}
              </fieldset>
            ),
          )}
        </div>
      );
    })}
  </div>
);

const ServiceClass = ({
  ctx,
  options,
  panel,
}: {
  ctx: SectionContext;
  options: FlightPanelOptions;
  panel: FlightFilterPanelModel;
}) => {
  const list = panel.fixedServiceClasses?.map((code) => ({
    code,
    label: ctx.t(FLIGHT_SERVICE_CLASS_MESSAGE_KEYS[code]),
  })) ?? [
    { code: "ALL", label: ctx.t("flightTools.serviceClassAll"), quantity: options.total },
    ...options.serviceClasses.map((option) => ({
      code: option.code,
      label: serviceClassText(ctx.t, flightServiceClassLabel(option.code, option.name)),
      quantity: option.quantity,
    })),
  ];
  return (
    <fieldset className={styles.group}>
      <legend className="visually-hidden">{ctx.t("flight.filterServiceClass")}</legend>
      {list.map((option) => (
        <Choice
          key={option.code}
          type="radio"
          id={`${ctx.id}-class-${option.code}`}
          name={`${ctx.id}-class`}
          label={option.label}
          quantity={"quantity" in option ? (option.quantity ?? undefined) : undefined}
          checked={ctx.filters.serviceClass === option.code}
          onToggle={() => ctx.change({ serviceClass: option.code })}
        />
      ))}
    </fieldset>
  );
};

const BookingClass = ({ ctx, options }: { ctx: SectionContext; options: FlightPanelOptions }) => (
  <fieldset className={`${styles.group} ${styles.inline}`}>
    <legend className="visually-hidden">{ctx.t("flight.filterBookingClass")}</legend>
    {options.bookingClasses.map((option) => (
      <Choice
        key={option.code}
        type="checkbox"
        id={`${ctx.id}-booking-${option.code}`}
        name={`${ctx.id}-booking`}
        label={option.code}
        quantity={option.quantity}
        checked={ctx.filters.bookingClasses.includes(option.code)}
        onToggle={(ticked) => ctx.change({ bookingClasses: listWith(ctx.filters.bookingClasses, option.code, ticked) })}
      />
    ))}
  </fieldset>
);

const PriceRange = ({ ctx, options }: { ctx: SectionContext; options: FlightPanelOptions }) => {
  const issueText = useIssueText();
  const [issues, setIssues] = useState<readonly ValidationIssue[]>([]);
  const currency = ctx.filters.priceRange.currency ?? options.priceRange?.minimum.currency ?? null;
  if (currency === null) return null;
  const { minimum, maximum } = ctx.filters.priceRange;
  const issueOf = (field: "minimum" | "maximum") => issues.find((issue) => issue.path[0] === field);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const applied = applyFlightPriceRange(
      ctx.filters,
      { minimum: String(data.get("minimum") ?? ""), maximum: String(data.get("maximum") ?? "") },
      currency,
    );
    if (applied._tag === "Failure") setIssues(applied.failure);
    else {
      setIssues([]);
      ctx.onChange(applied.success);
    }
  };
  const field = (name: "minimum" | "maximum", label: string, value: number | null, placeholder: Money | null) => {
    const issue = issueOf(name);
    const inputId = `${ctx.id}-price-${name}`;
    return (
      <div className={styles.field}>
        <label htmlFor={inputId} className={styles.fieldLabel}>
          {label} ({currency})
        </label>
        <input
          key={`${name}-${value}`}
          id={inputId}
          name={name}
          className={styles.input}
          inputMode="decimal"
          autoComplete="off"
          defaultValue={flightPriceBoundText(value, currency)}
          placeholder={placeholder === null ? "" : flightPriceBoundText(placeholder.minor, currency)}
          aria-invalid={issue !== undefined}
          {...(issue === undefined ? {} : { "aria-describedby": `${inputId}-issue` })}
        />
        {issue !== undefined && (
          <p id={`${inputId}-issue`} className={styles.issue}>
            {issueText(issue)}
          </p>
        )}
      </div>
    );
  };
  return (
    <form className={styles.funnelForm} onSubmit={submit} noValidate>
      {options.priceRange !== null && (
        <p className={styles.hint}>
          {ctx.price(options.priceRange.minimum)} – {ctx.price(options.priceRange.maximum)}
        </p>
      )}
      <div className={styles.funnelRow}>
        {field("minimum", ctx.t("flightTools.priceMinimum"), minimum, options.priceRange?.minimum ?? null)}
        {field("maximum", ctx.t("flightTools.priceMaximum"), maximum, options.priceRange?.maximum ?? null)}
        <button type="submit" className={styles.funnel} aria-label={ctx.t("flightTools.applyPrice")}>
          <FunnelIcon />
        </button>
      </div>
    </form>
  );
};

const PhoneHeader = ({ ctx, sorting }: { ctx: SectionContext; sorting: FlightSortOrder }) => (
  <div className={styles.phoneSort}>
    <label htmlFor={`${ctx.id}-orderby`} className={styles.fieldLabel}>
      {ctx.t("shell.sortBy")}
    </label>
    <select
      id={`${ctx.id}-orderby`}
      name="orderby"
      className={styles.input}
      value={sorting}
      onChange={(event) => ctx.onChange(withFlightSorting(ctx.filters, event.target.value as FlightSortOrder))}
    >
      {FLIGHT_SORT_ORDERS.map((order) => (
        <option key={order} value={order}>
          {ctx.t(FLIGHT_SORT_MESSAGE_KEYS[order])}
        </option>
      ))}
    </select>
  </div>
);

/** The newest filters and change callback, read by the sections' handlers whenever they run. */
interface LatestFilters {
  readonly filters: FlightSearchFilters;
  readonly onChange: (filters: FlightSearchFilters) => void;
}

/**
 * A section context that reads the newest filters (a getter), so that a section drawn for an older state still changes
 * the newest one: a memoised section is not drawn again when only another section's filters changed.
 */
const sectionContext = (
  latest: RefObject<LatestFilters>,
  t: Translate,
  id: string,
  price: (amount: Money | null) => string | null,
): SectionContext => ({
  t,
  id,
  get filters() {
    return latest.current.filters;
  },
  onChange: (next) => latest.current.onChange(next),
  change: (change) => latest.current.onChange(withFlightFilters(latest.current.filters, change)),
  price,
});

/** What a section draws from the filters and the options, as a value: the section is drawn again when it changes. */
const sectionDrawn = (
  section: FlightFilterSection,
  filters: FlightSearchFilters,
  options: FlightPanelOptions,
): string => {
  switch (section) {
    case "airlines":
      return JSON.stringify([filters.airlines, options.airlines]);
    case "baggage":
      return JSON.stringify([filters.baggage, options.baggage]);
    case "segmentsTypes":
      return JSON.stringify([filters.segmentsTypes, options.segmentsTypes]);
    case "stops":
      return JSON.stringify([filters.stops, options.stops]);
    case "airports":
      return JSON.stringify([filters.airports, options.airports]);
    case "serviceClass":
      return JSON.stringify([filters.serviceClass, options.serviceClasses, options.total]);
    case "bookingClass":
      return JSON.stringify([filters.bookingClasses, options.bookingClasses]);
    case "priceRange":
      return JSON.stringify([filters.priceRange, options.priceRange]);
    case "timetable":
      return JSON.stringify(filters.timetable);
  }
};

interface FilterSectionProps {
  readonly section: FlightFilterSection;
  /** {@link sectionDrawn}: what the section shows, compared instead of the options' identity. */
  readonly drawn: string;
  readonly title: string;
  readonly open: boolean;
  readonly ctx: SectionContext;
  readonly rangeCtx: SectionContext;
  readonly options: FlightPanelOptions;
  readonly panel: FlightFilterPanelModel;
  readonly isAgent: boolean;
  readonly searchedDates: readonly [CalendarDate, CalendarDate | null] | undefined;
}

/**
 * One section, memoised: a filter click redraws the section clicked (and those whose options changed with the
 * reply), not all of them with their disclosures. The options are compared through `drawn`: each reply brings a new
 * options object (its total changes), most sections show the same part of it.
 */
const FilterSection = memo(
  ({ section, title, open, ctx, rangeCtx, options, panel, isAgent, searchedDates }: FilterSectionProps) => {
    const content = ((): ReactNode => {
      switch (section) {
        case "airlines":
          return <Airlines ctx={ctx} options={options} />;
        case "baggage":
          return <Baggage ctx={ctx} options={options} />;
        case "segmentsTypes":
          return <Transport ctx={ctx} options={options} />;
        case "stops":
          return <Connections ctx={ctx} options={options} />;
        case "airports":
          return <Airports ctx={ctx} options={options} />;
        case "serviceClass":
          return <ServiceClass ctx={ctx} options={options} panel={panel} />;
        case "bookingClass":
          return isAgent ? <BookingClass ctx={ctx} options={options} /> : null;
        case "priceRange":
          return <PriceRange ctx={rangeCtx} options={options} />;
        case "timetable":
          return <FlightSchedules ctx={ctx} legs={panel.timetableLegs} searchedDates={searchedDates} />;
      }
    })();
    return content === null ? null : (
      <Section title={title} open={open}>
        {content}
      </Section>
    );
  },
  (before, after) =>
    (Object.keys(after) as (keyof FilterSectionProps)[]).every(
      (key) => key === "options" || before[key] === after[key],
    ),
);

/**
 * The flight filter panel (spec 002 §2, §4, §5, §9): the sections core's `flightFilterPanel` lists, each a Headless
 * UI disclosure of labelled checkboxes and radios with counts and from-prices; the price range and the schedules
 * applied by their funnel buttons; 'Limpiar Filtros'. The `phone` variant folds everything behind a 'Mostrar
 * filtros' toggle beside the order-by select; the `fixedServiceClass` variant lists the spec's fixed classes.
 * Stateless: every change goes out through `onChange` (the funnels keep what was typed until applied).
 */
export const FlightFilterPanel = ({
  panel,
  filters,
  options,
  onChange,
  onClear,
  isAgent,
  searchedDates,
  idPrefix = "flight-filters",
}: FlightFilterPanelProps) => {
  const t = useT();
  const language = useLanguageCode();
  const latest = useRef<LatestFilters>({ filters, onChange });
  latest.current = { filters, onChange };
  const ctx = useMemo(
    () =>
      sectionContext(latest, t, idPrefix, (amount) =>
        amount === null ? null : t("flightTools.fromPrice", { price: formatMoney(amount, language) }),
      ),
    [t, idPrefix, language],
  );
  const rangeCtx = useMemo(
    () => sectionContext(latest, t, idPrefix, (amount) => (amount === null ? null : formatMoney(amount, language))),
    [t, idPrefix, language],
  );
  // The page builds the pair anew on each draw: kept by value, so the schedules section is not drawn again for it.
  const [departure, returnDate] = searchedDates ?? [];
  // biome-ignore lint/correctness/useExhaustiveDependencies: the dates are the pair's value
  const dates = useMemo(() => searchedDates, [departure, returnDate]);
  const sections = (
    <>
      {panel.sections.map((section) => (
        <FilterSection
          key={section}
          section={section}
          drawn={sectionDrawn(section, filters, options)}
          title={t(FLIGHT_FILTER_SECTION_MESSAGE_KEYS[section])}
          open={flightFilterSectionStartsOpen(section, filters)}
          ctx={ctx}
          rangeCtx={rangeCtx}
          options={options}
          panel={panel}
          isAgent={isAgent}
          searchedDates={dates}
        />
      ))}
      <button type="button" className={styles.clear} onClick={onClear}>
        {t("shell.clearFilters")}
      </button>
    </>
  );
  if (panel.variant === "phone") {
    return (
      <Disclosure as="aside" className={styles.panel} aria-label={t("shell.filters")}>
        {({ open }) => (
          <>
            <div className={styles.phoneHeader}>
              <DisclosureButton className={styles.toggle}>
                <FunnelIcon />
                {t(open ? "shell.hideFilters" : "shell.showFilters")}
              </DisclosureButton>
              <PhoneHeader ctx={ctx} sorting={filters.sorting} />
            </div>
            <DisclosurePanel className={styles.phoneBody}>
              {/* The sections' h3 titles sit under this h2, as on the plain panel (axe-core heading-order). */}
              <h2 className={styles.title}>{t("shell.filterBy")}</h2>
              {sections}
            </DisclosurePanel>
          </>
        )}
      </Disclosure>
    );
  }
  return (
    <aside className={styles.panel} aria-label={t("shell.filters")}>
      <h2 className={styles.title}>{t("shell.filterBy")}</h2>
      {sections}
    </aside>
  );
};
