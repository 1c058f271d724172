import {
  type CalendarDate,
  DATE_PICKER_DEFAULT_MONTHS,
  PACKAGE_SEARCH_FORM_LIMITS,
  type PackageSearchFormValues,
  type ValidationIssue,
} from "@travesia/core";
import { usePackageSearchForm } from "@travesia/hooks";
import type { Ref } from "react";
import { useT } from "../i18n/LanguageContext";
import { DateRangeField } from "./calendar/DateRangeField";
import { fieldIssues } from "./fieldIssues";
import { CheckboxField } from "./fields/CheckboxField";
import { DestinationField } from "./fields/DestinationField";
import { PlacesField } from "./fields/PlacesField";
import { RoomsFields } from "./fields/RoomsFields";
import styles from "./SearchBoxes.module.css";
import { type DestinationBinding, type PlacesBinding, useDestinationBinding, useOriginsBinding } from "./usePlaceBoxes";
import { useSubmitOutcome } from "./useSubmitOutcome";
import { useToday } from "./useToday";

/** The verbs of the flight-plus-hotel box. */
export interface PackageSearchBoxActions {
  readonly setDates: (checkIn: string, checkOut: string) => void;
  readonly setDifferentHotel: (checked: boolean) => void;
  readonly setPartialHotel: (checked: boolean) => void;
  readonly setHotelStay: (hotelIn: string, hotelOut: string) => void;
  readonly setRoomCount: (count: number) => void;
  readonly setAdults: (room: number, adults: number) => void;
  readonly setChildren: (room: number, children: number) => void;
  readonly setChildAge: (room: number, child: number, age: number) => void;
  readonly removeRoom: (room: number) => void;
  readonly submit: () => void;
}

/** Props of the stateless {@link PackageSearchBoxView}. */
export interface PackageSearchBoxViewProps {
  readonly values: PackageSearchFormValues;
  readonly issues: readonly ValidationIssue[];
  readonly today: CalendarDate;
  readonly origins: PlacesBinding;
  readonly destination: DestinationBinding;
  readonly accommodation: DestinationBinding;
  readonly actions: PackageSearchBoxActions;
  readonly formRef?: Ref<HTMLFormElement>;
}

const ID = "flightHotel";

/**
 * The flight-plus-hotel box (spec 002 §2, desktop form): origin airports (multi-select), destination, check-in and
 * check-out from the range calendar, 'hotel only for a different destination' revealing the accommodation city,
 * 'hotel only for part of the stay' revealing entry and exit dates with their nights, and rooms with a remove
 * button each.
 */
export const PackageSearchBoxView = ({
  values,
  issues,
  today,
  origins,
  destination,
  accommodation,
  actions,
  formRef,
}: PackageSearchBoxViewProps) => {
  const t = useT();
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      aria-label={t("shell.productFlightHotel")}
      onSubmit={(event) => {
        event.preventDefault();
        actions.submit();
      }}
    >
      <div className={styles.row}>
        <PlacesField
          id={`${ID}-origins`}
          label={t("package.origins")}
          placeholder={t("flight.originsPlaceholder")}
          display="summary"
          issues={fieldIssues(issues, ["origins"])}
          {...origins}
        />
        <DestinationField
          id={`${ID}-destinationId`}
          label={t("package.destination")}
          placeholder={t("forms.destinationPlaceholder")}
          issues={fieldIssues(issues, ["destinationId"])}
          {...destination}
        />
      </div>
      <div className={styles.row}>
        <DateRangeField
          startId={`${ID}-checkIn`}
          endId={`${ID}-checkOut`}
          startLabel={t("forms.checkIn")}
          endLabel={t("forms.checkOut")}
          start={values.checkIn}
          end={values.checkOut}
          today={today}
          months={DATE_PICKER_DEFAULT_MONTHS}
          startIssues={fieldIssues(issues, ["checkIn"])}
          endIssues={fieldIssues(issues, ["checkOut"])}
          showNights
          onChange={actions.setDates}
        />
      </div>
      <div className={styles.checks}>
        <CheckboxField
          id={`${ID}-differentHotel`}
          label={t("package.differentHotel")}
          checked={values.differentHotel}
          controls={`${ID}-accommodation`}
          onChange={actions.setDifferentHotel}
        />
        <CheckboxField
          id={`${ID}-partialHotel`}
          label={t("package.partialHotel")}
          checked={values.partialHotel}
          controls={`${ID}-stay`}
          onChange={actions.setPartialHotel}
        />
      </div>
      <div id={`${ID}-accommodation`} className={styles.row} hidden={!values.differentHotel}>
        <DestinationField
          id={`${ID}-accommodationCityId`}
          label={t("package.accommodationCity")}
          placeholder={t("forms.destinationPlaceholder")}
          issues={fieldIssues(issues, ["accommodationCityId"])}
          {...accommodation}
        />
      </div>
      <div id={`${ID}-stay`} className={styles.row} hidden={!values.partialHotel}>
        <DateRangeField
          startId={`${ID}-hotelIn`}
          endId={`${ID}-hotelOut`}
          startLabel={t("package.hotelIn")}
          endLabel={t("package.hotelOut")}
          start={values.hotelIn}
          end={values.hotelOut}
          today={today}
          months={DATE_PICKER_DEFAULT_MONTHS}
          startIssues={fieldIssues(issues, ["hotelIn"])}
          endIssues={fieldIssues(issues, ["hotelOut"])}
          showNights
          onChange={actions.setHotelStay}
        />
      </div>
      <div className={styles.row}>
        <RoomsFields
          idPrefix={ID}
          rooms={values.rooms}
          limits={PACKAGE_SEARCH_FORM_LIMITS.desktop}
          issues={issues}
          removable
          onRoomCount={actions.setRoomCount}
          onAdults={actions.setAdults}
          onChildren={actions.setChildren}
          onChildAge={actions.setChildAge}
          onRemoveRoom={actions.removeRoom}
        />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.submit}>
          {t("shell.search")}
        </button>
      </div>
    </form>
  );
};

/** The flight-plus-hotel box wired to `usePackageSearchForm("desktop")` and the location hook. */
export const PackageSearchBox = () => {
  const form = usePackageSearchForm("desktop");
  const { values, issues } = form.data;
  const { update, set } = form.actions;
  const today = useToday();
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
  const accommodation = useDestinationBinding(
    "homeDestination",
    "hotelCities",
    values.accommodationCityName,
    values.accommodationCityId,
    (accommodationCityName, accommodationCityId) =>
      update((previous) => ({ ...previous, accommodationCityName, accommodationCityId })),
  );
  return (
    <PackageSearchBoxView
      values={values}
      issues={issues}
      today={today}
      origins={origins}
      destination={destination}
      accommodation={accommodation}
      formRef={formRef}
      actions={{
        setDates: (checkIn, checkOut) => update((previous) => ({ ...previous, checkIn, checkOut })),
        setDifferentHotel: (checked) => set("differentHotel", checked),
        setPartialHotel: (checked) => set("partialHotel", checked),
        setHotelStay: (hotelIn, hotelOut) => update((previous) => ({ ...previous, hotelIn, hotelOut })),
        setRoomCount: form.actions.setRoomCount,
        setAdults: form.actions.setAdults,
        setChildren: form.actions.setChildren,
        setChildAge: form.actions.setChildAge,
        removeRoom: form.actions.removeRoom,
        submit: () => follow(form.actions.submit()),
      }}
    />
  );
};
