import {
  type CalendarDate,
  DATE_PICKER_DEFAULT_MONTHS,
  HOUSE_PASSENGER_LIMITS,
  HOUSE_SEARCH_FORM_DEFAULTS,
  type HouseSearchFormValues,
  type ValidationIssue,
} from "@travesia/core";
import { useHouseSearchForm } from "@travesia/hooks";
import type { Ref } from "react";
import { useT } from "../i18n/LanguageContext";
import { DateRangeField } from "./calendar/DateRangeField";
import { fieldIssues } from "./fieldIssues";
import { DestinationField } from "./fields/DestinationField";
import { countChoices, SelectField } from "./fields/SelectField";
import styles from "./SearchBoxes.module.css";
import { type DestinationBinding, useDestinationBinding } from "./usePlaceBoxes";
import { useSubmitOutcome } from "./useSubmitOutcome";
import { useToday } from "./useToday";

/** The verbs of the house box. */
export interface HouseSearchBoxActions {
  readonly setDates: (checkIn: string, checkOut: string) => void;
  readonly setPassengers: (passengers: number) => void;
  readonly submit: () => void;
}

/** Props of the stateless {@link HouseSearchBoxView}. */
export interface HouseSearchBoxViewProps {
  readonly values: HouseSearchFormValues;
  readonly issues: readonly ValidationIssue[];
  readonly today: CalendarDate;
  readonly destination: DestinationBinding;
  readonly actions: HouseSearchBoxActions;
  readonly formRef?: Ref<HTMLFormElement>;
}

const ID = "house";

/** The holiday-house box (spec 001 §2 Home search, §3 "House search: passengers (default 2)"). */
export const HouseSearchBoxView = ({
  values,
  issues,
  today,
  destination,
  actions,
  formRef,
}: HouseSearchBoxViewProps) => {
  const t = useT();
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      aria-label={t("shell.productHouses")}
      onSubmit={(event) => {
        event.preventDefault();
        actions.submit();
      }}
    >
      <div className={styles.row}>
        <DestinationField
          id={`${ID}-destinationId`}
          label={t("forms.destination")}
          placeholder={t("forms.destinationPlaceholder")}
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
          months={DATE_PICKER_DEFAULT_MONTHS}
          startIssues={fieldIssues(issues, ["checkIn"])}
          endIssues={fieldIssues(issues, ["checkOut"])}
          showNights
          onChange={actions.setDates}
        />
      </div>
      <div className={styles.actions}>
        <SelectField
          id={`${ID}-passengers`}
          label={t("house.passengers")}
          value={String(values.passengers)}
          choices={countChoices(HOUSE_PASSENGER_LIMITS.min, HOUSE_PASSENGER_LIMITS.max)}
          issues={fieldIssues(issues, ["passengers"])}
          className={styles.narrow}
          onChange={(value) => actions.setPassengers(Number(value))}
        />
        <button type="submit" className={styles.submit}>
          {t("shell.search")}
        </button>
      </div>
    </form>
  );
};

/**
 * The house box wired to `useHouseSearchForm` (searches land on the `find-house` hash route, which restores the box
 * through `initial`).
 */
export const HouseSearchBox = ({ initial = HOUSE_SEARCH_FORM_DEFAULTS }: { initial?: HouseSearchFormValues }) => {
  const form = useHouseSearchForm(initial);
  const { values, issues } = form.data;
  const { update, set } = form.actions;
  const today = useToday();
  const { formRef, follow } = useSubmitOutcome();
  const destination = useDestinationBinding(
    "housesDestination",
    "locations",
    values.destinationName,
    values.destinationId,
    (destinationName, destinationId) => update((previous) => ({ ...previous, destinationName, destinationId })),
  );
  return (
    <HouseSearchBoxView
      values={values}
      issues={issues}
      today={today}
      destination={destination}
      formRef={formRef}
      actions={{
        setDates: (checkIn, checkOut) => update((previous) => ({ ...previous, checkIn, checkOut })),
        setPassengers: (passengers) => set("passengers", passengers),
        submit: () => follow(form.actions.submit()),
      }}
    />
  );
};
