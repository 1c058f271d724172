import { FLIGHT_AGE_OPTIONS, FLIGHT_PASSENGER_LIMITS, type FlightAgeCode, type ValidationIssue } from "@travesia/core";
import type { FlightSearchFormVerbs } from "@travesia/hooks";
import { useT } from "../../i18n/LanguageContext";
import styles from "../SearchFormFrame/SearchFormFrame.module.css";
import { countChoices, SelectField } from "../SelectField/SelectField";
import { fieldIssues } from "../searchForm/fieldIssues";

/** Props of the stateless {@link PassengersFields}. */
export interface PassengersFieldsProps {
  readonly idPrefix: string;
  readonly adults: number;
  readonly childCount: number;
  readonly ages: readonly FlightAgeCode[];
  readonly issues: readonly ValidationIssue[];
  /** The flight form's passenger verbs (hooks' `useFlightSearchForm`). */
  readonly verbs: Pick<FlightSearchFormVerbs, "setAdults" | "setChildren" | "setChildAge">;
}

const isAgeCode = (value: number): value is FlightAgeCode => FLIGHT_AGE_OPTIONS.some((option) => option.code === value);

/**
 * The flight form's passengers (spec 002 §2): adults 1 to 9, children 0 to 4, one age selector per child with core's
 * age codes (0 'Seleccionar', 1 baby, 2 child, 3 adult). The infants message sits on the adults selector.
 */
export const PassengersFields = ({ idPrefix, adults, childCount, ages, issues, verbs }: PassengersFieldsProps) => {
  const t = useT();
  const limits = FLIGHT_PASSENGER_LIMITS;
  return (
    <fieldset className={styles.room}>
      <legend className={styles.roomLegend}>{t("flight.passengers")}</legend>
      <SelectField
        id={`${idPrefix}-adults`}
        label={t("flight.adults")}
        value={String(adults)}
        choices={countChoices(limits.adults.min, limits.adults.max)}
        issues={fieldIssues(issues, ["adults"])}
        className={styles.narrow}
        onChange={(value) => verbs.setAdults(Number(value))}
      />
      <SelectField
        id={`${idPrefix}-children`}
        label={t("flight.children")}
        value={String(childCount)}
        choices={countChoices(limits.children.min, limits.children.max)}
        issues={fieldIssues(issues, ["children"])}
        className={styles.narrow}
        onChange={(value) => verbs.setChildren(Number(value))}
      />
      {Array.from({ length: childCount }, (_, child) => (
        <SelectField
          // biome-ignore lint/suspicious/noArrayIndexKey: a child's selector is its place in the party
          key={child}
          id={`${idPrefix}-ages-${child}`}
          label={t("flight.childAge", { number: child + 1 })}
          value={String(ages[child] ?? 0)}
          choices={FLIGHT_AGE_OPTIONS.map((option) => ({ value: String(option.code), label: t(option.key) }))}
          issues={fieldIssues(issues, ["ages", child])}
          onChange={(value) => {
            const code = Number(value);
            if (isAgeCode(code)) verbs.setChildAge(child, code);
          }}
        />
      ))}
    </fieldset>
  );
};
