import {
  type CalendarDate,
  FLIGHT_FORM_CABIN_LABEL_KEYS,
  FLIGHT_FORM_CABINS,
  FLIGHT_FORM_STOPS_LABEL_KEYS,
  FLIGHT_STOPS_OPTIONS,
  type FlightAgeCode,
  type FlightFormCabin,
  type FlightFormStops,
  type FlightSearchFormValues,
  type ValidationIssue,
} from "@travesia/core";
import { type FlightSearchConfig, useFlightSearchConfig, useFlightSearchForm } from "@travesia/hooks";
import { type Ref, useState } from "react";
import { useT } from "../i18n/LanguageContext";
import { DateRangeField } from "./calendar/DateRangeField";
import { fieldIssues } from "./fieldIssues";
import { CheckboxField } from "./fields/CheckboxField";
import { DestinationField } from "./fields/DestinationField";
import { PassengersFields } from "./fields/PassengersFields";
import { PlacesField } from "./fields/PlacesField";
import { SelectField } from "./fields/SelectField";
import styles from "./SearchBoxes.module.css";
import { type DestinationBinding, type PlacesBinding, useDestinationBinding, useOriginsBinding } from "./usePlaceBoxes";
import { useSubmitOutcome } from "./useSubmitOutcome";
import { useToday } from "./useToday";

/** The verbs of the flight box. */
export interface FlightSearchBoxActions {
  readonly setDates: (departure: string, returnDate: string) => void;
  readonly setOneWay: (oneWay: boolean) => void;
  readonly setFlexibleDates: (flexible: boolean) => void;
  readonly setAdults: (adults: number) => void;
  readonly setChildren: (children: number) => void;
  readonly setChildAge: (child: number, code: FlightAgeCode) => void;
  readonly setCabin: (cabin: FlightFormCabin) => void;
  readonly setOfficeId: (officeId: string) => void;
  readonly toggleStop: (stop: FlightFormStops, checked: boolean) => void;
  readonly submit: () => void;
}

/** Props of the stateless {@link FlightSearchBoxView}. */
export interface FlightSearchBoxViewProps {
  readonly values: FlightSearchFormValues;
  readonly issues: readonly ValidationIssue[];
  readonly today: CalendarDate;
  readonly config: FlightSearchConfig;
  readonly origins: PlacesBinding;
  readonly destination: DestinationBinding;
  /** The advanced block is open ('Búsqueda Avanzada' shown as 'Búsqueda Convencional'). */
  readonly advanced: boolean;
  readonly onAdvancedChange: (open: boolean) => void;
  readonly actions: FlightSearchBoxActions;
  readonly formRef?: Ref<HTMLFormElement>;
}

const ID = "flight";

/**
 * The flight box (spec 002 §2, full variant): origins (multi-select, 'first (+N más)'), destination, departure and
 * return (the return disabled and not required when one-way), one-way and flexible dates, passengers with child age
 * codes, and the advanced search: cabin, office ID (only when supplier selection is allowed) and 'Conexiones'.
 */
export const FlightSearchBoxView = ({
  values,
  issues,
  today,
  config,
  origins,
  destination,
  advanced,
  onAdvancedChange,
  actions,
  formRef,
}: FlightSearchBoxViewProps) => {
  const t = useT();
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      aria-label={t("shell.productFlights")}
      onSubmit={(event) => {
        event.preventDefault();
        actions.submit();
      }}
    >
      <div className={styles.row}>
        <PlacesField
          id={`${ID}-origins`}
          label={t("flight.origins")}
          placeholder={t("flight.originsPlaceholder")}
          display="summary"
          issues={fieldIssues(issues, ["origins"])}
          {...origins}
        />
        <DestinationField
          id={`${ID}-destinationId`}
          label={t("flight.destination")}
          placeholder={t("forms.destinationPlaceholder")}
          issues={fieldIssues(issues, ["destinationId"])}
          {...destination}
        />
      </div>
      <div className={styles.row}>
        <DateRangeField
          startId={`${ID}-departure`}
          endId={`${ID}-returnDate`}
          startLabel={t("flight.departure")}
          endLabel={t("flight.returnDate")}
          start={values.departure}
          end={values.returnDate}
          single={values.oneWay}
          today={today}
          months={config.calendarMonths}
          startIssues={fieldIssues(issues, ["departure"])}
          endIssues={fieldIssues(issues, ["returnDate"])}
          onChange={actions.setDates}
        />
        <PassengersFields
          idPrefix={ID}
          adults={values.adults}
          childCount={values.children}
          ages={values.ages}
          issues={issues}
          onAdults={actions.setAdults}
          onChildren={actions.setChildren}
          onChildAge={actions.setChildAge}
        />
      </div>
      <div className={styles.checks}>
        <CheckboxField
          id={`${ID}-oneWay`}
          label={t("flight.oneWay")}
          checked={values.oneWay}
          onChange={actions.setOneWay}
        />
        <CheckboxField
          id={`${ID}-flexibleDates`}
          label={t("flight.flexibleDates")}
          checked={values.flexibleDates}
          onChange={actions.setFlexibleDates}
        />
      </div>
      <div id={`${ID}-advanced`} className={styles.advanced} hidden={!advanced}>
        <SelectField
          id={`${ID}-cabin`}
          label={t("flight.cabin")}
          value={values.cabin}
          choices={FLIGHT_FORM_CABINS.map((cabin) => ({ value: cabin, label: t(FLIGHT_FORM_CABIN_LABEL_KEYS[cabin]) }))}
          onChange={(value) => {
            const cabin = FLIGHT_FORM_CABINS.find((candidate) => candidate === value);
            if (cabin !== undefined) actions.setCabin(cabin);
          }}
        />
        {config.allowSupplierSelection ? (
          <SelectField
            id={`${ID}-officeId`}
            label={t("flight.officeId")}
            value={values.officeId}
            emptyLabel={t("flight.officeIdAny")}
            choices={config.offices.map((office) => ({ value: office.code, label: `${office.name} (${office.code})` }))}
            onChange={actions.setOfficeId}
          />
        ) : null}
        <fieldset className={styles.connections}>
          <legend>{t("flight.connections")}</legend>
          {FLIGHT_STOPS_OPTIONS.map((stop) => (
            <CheckboxField
              key={stop}
              id={`${ID}-stops-${stop}`}
              label={t(FLIGHT_FORM_STOPS_LABEL_KEYS[stop])}
              checked={values.stops.includes(stop)}
              onChange={(checked) => actions.toggleStop(stop, checked)}
            />
          ))}
        </fieldset>
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.linkButton}
          aria-expanded={advanced}
          aria-controls={`${ID}-advanced`}
          onClick={() => onAdvancedChange(!advanced)}
        >
          {advanced ? t("flight.conventionalSearch") : t("flight.advancedSearch")}
        </button>
        <button type="submit" className={styles.submit}>
          {t("shell.search")}
        </button>
      </div>
    </form>
  );
};

/** The flight box wired to `useFlightSearchForm("full")`, the location hook and the flight configuration. */
export const FlightSearchBox = () => {
  const form = useFlightSearchForm("full");
  const { values, issues } = form.data;
  const { update, set } = form.actions;
  const today = useToday();
  const config = useFlightSearchConfig().data;
  const [advanced, setAdvanced] = useState(false);
  const { formRef, follow } = useSubmitOutcome();
  const origins = useOriginsBinding("homeDestination", "flightCities", values.origins, (places) =>
    set("origins", places),
  );
  const destination = useDestinationBinding(
    "homeDestination",
    "flightCities",
    values.destinationName,
    values.destinationId,
    (destinationName, destinationId) => update((previous) => ({ ...previous, destinationName, destinationId })),
  );
  return (
    <FlightSearchBoxView
      values={values}
      issues={issues}
      today={today}
      config={config}
      origins={origins}
      destination={destination}
      advanced={advanced}
      onAdvancedChange={setAdvanced}
      formRef={formRef}
      actions={{
        setDates: (departure, returnDate) => update((previous) => ({ ...previous, departure, returnDate })),
        setOneWay: form.actions.setOneWay,
        setFlexibleDates: (flexible) => set("flexibleDates", flexible),
        setAdults: (adults) => set("adults", adults),
        setChildren: form.actions.setChildren,
        setChildAge: form.actions.setChildAge,
        setCabin: (cabin) => set("cabin", cabin),
        setOfficeId: (officeId) => set("officeId", officeId),
        toggleStop: (stop, checked) =>
          update((previous) => ({
            ...previous,
            stops: checked
              ? [...previous.stops.filter((other) => other !== stop), stop].sort((a, b) => a - b)
              : previous.stops.filter((other) => other !== stop),
          })),
        submit: () => follow(form.actions.submit()),
      }}
    />
  );
};
