import {
  FLIGHT_FORM_CABIN_LABEL_KEYS,
  FLIGHT_FORM_CABINS,
  FLIGHT_FORM_STOPS_LABEL_KEYS,
  FLIGHT_STOPS_OPTIONS,
  type FlightSearchFormValues,
  type FlightSearchFormVariant,
} from "@travesia/core";
import type { FlightSearchConfig, FlightSearchFormVerbs } from "@travesia/hooks";
import { CheckboxField } from "../../shared/CheckboxField/CheckboxField";
import { PassengersFields } from "../../shared/PassengersFields/PassengersFields";
import { SearchFormFrame, SearchFormRow } from "../../shared/SearchFormFrame/SearchFormFrame";
import styles from "../../shared/SearchFormFrame/SearchFormFrame.module.css";
import type { SearchBoxViewProps } from "../../shared/SearchFormFrame/searchFormFields";
import {
  advancedBlock,
  advancedToggle,
  checkboxField,
  datesField,
  destinationField,
  placesField,
  selectField,
  useSearchFormContext,
} from "../../shared/SearchFormFrame/searchFormFields";
import type { DestinationBinding, PlacesBinding } from "../../shared/searchForm/usePlaceBoxes";

/** Props of the stateless {@link FlightSearchBox}. */
export interface FlightSearchBoxProps extends SearchBoxViewProps<FlightSearchFormValues, FlightSearchFormVerbs> {
  readonly config: FlightSearchConfig;
  readonly origins: PlacesBinding;
  readonly destination: DestinationBinding;
  /** Full (home) or compact ('Actualizar', no flexible dates, no advanced search); default full. */
  readonly variant?: FlightSearchFormVariant;
}

const ORIGINS = {
  name: "origins",
  label: "flight.origins",
  placeholder: "flight.originsPlaceholder",
  display: "summary",
} as const;
const DESTINATION = {
  name: "destinationId",
  label: "flight.destination",
  placeholder: "forms.destinationPlaceholder",
} as const;
const TRIP = { names: ["departure", "returnDate"], labels: ["flight.departure", "flight.returnDate"] } as const;

/**
 * The flight box's field list in the shared frame (spec 002 §2): origins (multi-select, 'first (+N más)'),
 * destination, departure and return (the return disabled and not required when one-way), one-way and flexible dates,
 * passengers with child age codes, and the advanced search: cabin, office ID (only when supplier selection is
 * allowed) and 'Conexiones'. The compact variant has no flexible dates and no advanced search.
 */
export const FlightSearchBox = (props: FlightSearchBoxProps) => {
  const { values, issues, config, actions, variant = "full" } = props;
  const form = useSearchFormContext("flight", issues);
  const { t } = form;
  const full = variant === "full";
  const open = full && values.moreFilters;
  const toggleLabel = open ? t("flight.conventionalSearch") : t("flight.advancedSearch");
  const cabins = FLIGHT_FORM_CABINS.map((cabin) => ({ value: cabin, label: t(FLIGHT_FORM_CABIN_LABEL_KEYS[cabin]) }));
  const offices = config.offices.map((office) => ({ value: office.code, label: `${office.name} (${office.code})` }));
  return (
    <SearchFormFrame
      labelKey="shell.productFlights"
      submitKey={full ? "shell.search" : "shell.update"}
      formRef={props.formRef}
      onSubmit={actions.submit}
      footer={full ? advancedToggle(form, open, toggleLabel, actions.toggleAdvancedSearch) : null}
    >
      <SearchFormRow>
        {placesField(form, ORIGINS, props.origins)}
        {destinationField(form, DESTINATION, props.destination)}
      </SearchFormRow>
      <SearchFormRow>
        {datesField(
          form,
          { ...TRIP, months: config.calendarMonths },
          [values.departure, values.returnDate],
          actions.pickDates,
          values.oneWay,
        )}
        <PassengersFields
          idPrefix="flight"
          adults={values.adults}
          childCount={values.children}
          ages={values.ages}
          issues={issues}
          verbs={actions}
        />
      </SearchFormRow>
      <div className={styles.checks}>
        {checkboxField(form, "oneWay", "flight.oneWay", values.oneWay, actions.toggleOneWay)}
        {full
          ? checkboxField(
              form,
              "flexibleDates",
              "flight.flexibleDates",
              values.flexibleDates,
              actions.toggleFlexibleDates,
            )
          : null}
      </div>
      {full
        ? advancedBlock(
            form,
            open,
            <>
              {selectField(form, "cabin", t("flight.cabin"), values.cabin, cabins, (value) => {
                const cabin = FLIGHT_FORM_CABINS.find((candidate) => candidate === value);
                if (cabin !== undefined) actions.setCabin(cabin);
              })}
              {config.allowSupplierSelection
                ? selectField(form, "officeId", t("flight.officeId"), values.officeId, offices, actions.setOffice, {
                    emptyLabel: t("flight.officeIdAny"),
                  })
                : null}
              <fieldset className={styles.connections}>
                <legend>{t("flight.connections")}</legend>
                {FLIGHT_STOPS_OPTIONS.map((stop) => (
                  <CheckboxField
                    key={stop}
                    id={`flight-stops-${stop}`}
                    label={t(FLIGHT_FORM_STOPS_LABEL_KEYS[stop])}
                    checked={values.stops.includes(stop)}
                    onChange={() => actions.toggleStop(stop)}
                  />
                ))}
              </fieldset>
            </>,
          )
        : null}
    </SearchFormFrame>
  );
};
