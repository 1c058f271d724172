import {
  CALENDAR_MONTHS_HOME_HOTEL,
  type CalendarDate,
  HOTEL_AVAILABILITY_LABEL_KEYS,
  HOTEL_SEARCH_FORM_LIMITS,
  type HotelSearchAvailability,
  type HotelSearchFormValues,
  type ValidationIssue,
} from "@travesia/core";
import { useHotelSearchForm } from "@travesia/hooks";
import type { Ref } from "react";
import { useT } from "../i18n/LanguageContext";
import { DateRangeField } from "./calendar/DateRangeField";
import { fieldIssues } from "./fieldIssues";
import { DestinationField } from "./fields/DestinationField";
import { RoomsFields } from "./fields/RoomsFields";
import { SelectField } from "./fields/SelectField";
import styles from "./SearchBoxes.module.css";
import { type DestinationBinding, useDestinationBinding } from "./usePlaceBoxes";
import { useSubmitOutcome } from "./useSubmitOutcome";
import { useToday } from "./useToday";

/** The verbs of the hotel box. */
export interface HotelSearchBoxActions {
  readonly setDates: (checkIn: string, checkOut: string) => void;
  readonly setRoomCount: (count: number) => void;
  readonly setAdults: (room: number, adults: number) => void;
  readonly setChildren: (room: number, children: number) => void;
  readonly setChildAge: (room: number, child: number, age: number) => void;
  readonly setAdvanced: (open: boolean) => void;
  readonly setHotelName: (name: string) => void;
  readonly setAvailability: (availability: HotelSearchAvailability) => void;
  readonly submit: () => void;
}

/** Props of the stateless {@link HotelSearchBoxView}. */
export interface HotelSearchBoxViewProps {
  readonly values: HotelSearchFormValues;
  readonly issues: readonly ValidationIssue[];
  readonly today: CalendarDate;
  readonly destination: DestinationBinding;
  readonly actions: HotelSearchBoxActions;
  readonly formRef?: Ref<HTMLFormElement>;
}

const ID = "hotel";
const AVAILABILITIES = Object.keys(HOTEL_AVAILABILITY_LABEL_KEYS) as HotelSearchAvailability[];

/**
 * The hotel box (spec 001 §2 Home search): destination, check-in and check-out from the range calendar (25 months),
 * nights, rooms with guests and child ages, the advanced search (hotel name, availability) and 'Buscar'.
 */
export const HotelSearchBoxView = ({
  values,
  issues,
  today,
  destination,
  actions,
  formRef,
}: HotelSearchBoxViewProps) => {
  const t = useT();
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      aria-label={t("shell.productHotels")}
      onSubmit={(event) => {
        event.preventDefault();
        actions.submit();
      }}
    >
      <div className={styles.row}>
        <DestinationField
          id={`${ID}-destinationId`}
          label={t("forms.destination")}
          placeholder={t("location.placeholder")}
          issues={fieldIssues(issues, ["destinationId"])}
          {...destination}
        />
        <DateRangeField
          startId={`${ID}-checkIn`}
          endId={`${ID}-checkOut`}
          startLabel={t("forms.checkIn")}
          endLabel={t("forms.checkOut")}
          start={values.checkIn}
          end={values.checkOut}
          today={today}
          months={CALENDAR_MONTHS_HOME_HOTEL}
          startIssues={fieldIssues(issues, ["checkIn"])}
          endIssues={fieldIssues(issues, ["checkOut"])}
          showNights
          onChange={actions.setDates}
        />
      </div>
      <div className={styles.row}>
        <RoomsFields
          idPrefix={ID}
          rooms={values.rooms}
          limits={HOTEL_SEARCH_FORM_LIMITS.home}
          issues={issues}
          onRoomCount={actions.setRoomCount}
          onAdults={actions.setAdults}
          onChildren={actions.setChildren}
          onChildAge={actions.setChildAge}
        />
      </div>
      <div id={`${ID}-advanced`} className={styles.advanced} hidden={!values.moreFilters}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${ID}-hotelName`}>
            {t("forms.hotelName")}
          </label>
          <input
            id={`${ID}-hotelName`}
            className={styles.control}
            value={values.hotelName}
            onChange={(event) => actions.setHotelName(event.target.value)}
          />
        </div>
        <SelectField
          id={`${ID}-availability`}
          label={t("forms.availability")}
          value={values.availability}
          choices={AVAILABILITIES.map((code) => ({ value: code, label: t(HOTEL_AVAILABILITY_LABEL_KEYS[code]) }))}
          onChange={(value) => {
            const code = AVAILABILITIES.find((candidate) => candidate === value);
            if (code !== undefined) actions.setAvailability(code);
          }}
        />
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.linkButton}
          aria-expanded={values.moreFilters}
          aria-controls={`${ID}-advanced`}
          onClick={() => actions.setAdvanced(!values.moreFilters)}
        >
          {t("forms.advancedSearch")}
        </button>
        <button type="submit" className={styles.submit}>
          {t("shell.search")}
        </button>
      </div>
    </form>
  );
};

/** The hotel box wired to `useHotelSearchForm` and the location hook; a valid submit goes to core's results URL. */
export const HotelSearchBox = () => {
  const form = useHotelSearchForm();
  const { values, issues } = form.data;
  const { update, set } = form.actions;
  const today = useToday();
  const { formRef, follow } = useSubmitOutcome();
  const destination = useDestinationBinding(
    "homeDestination",
    "locations",
    values.destinationName,
    values.destinationId,
    (destinationName, destinationId) =>
      update((previous) => ({ ...previous, destinationName, destinationId, externalHotelReference: "" })),
  );
  return (
    <HotelSearchBoxView
      values={values}
      issues={issues}
      today={today}
      destination={destination}
      formRef={formRef}
      actions={{
        setDates: (checkIn, checkOut) => update((previous) => ({ ...previous, checkIn, checkOut })),
        setRoomCount: form.actions.setRoomCount,
        setAdults: form.actions.setAdults,
        setChildren: form.actions.setChildren,
        setChildAge: form.actions.setChildAge,
        setAdvanced: (open) => set("moreFilters", open),
        setHotelName: (name) => set("hotelName", name),
        setAvailability: (availability) => set("availability", availability),
        submit: () => follow(form.actions.submit()),
      }}
    />
  );
};
