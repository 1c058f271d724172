import { FLIGHT_AGE_OPTIONS, FLIGHT_PASSENGER_LIMITS, type FlightAgeCode, type ValidationIssue } from "@travesia/core";
import { useT } from "../../i18n/LanguageContext";
import { fieldIssues } from "../fieldIssues";
import styles from "../SearchBoxes.module.css";
import { countChoices, SelectField } from "./SelectField";

/** Props of the stateless {@link PassengersFields}. */
export interface PassengersFieldsProps {
  readonly idPrefix: string;
  readonly adults: number;
  readonly childCount: number;
  readonly ages: readonly FlightAgeCode[];
  readonly issues: readonly ValidationIssue[];
  readonly onAdults: (adults: number) => void;
  readonly onChildren: (children: number) => void;
  readonly onChildAge: (child: number, code: FlightAgeCode) => void;
}

const isAgeCode = (value: number): value is FlightAgeCode => FLIGHT_AGE_OPTIONS.some((option) => option.code === value);

/**
 * The flight form's passengers (spec 002 §2): adults 1 to 9, children 0 to 4, one age selector per child with core's
 * age codes (0 'Seleccionar', 1 baby, 2 child, 3 adult). The infants message sits on the adults selector.
 */
export const PassengersFields = ({
  idPrefix,
  adults,
  childCount,
  ages,
  issues,
  onAdults,
  onChildren,
  onChildAge,
}: PassengersFieldsProps) => {
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
        onChange={(value) => onAdults(Number(value))}
      />
      <SelectField
        id={`${idPrefix}-children`}
        label={t("flight.children")}
        value={String(childCount)}
        choices={countChoices(limits.children.min, limits.children.max)}
        issues={fieldIssues(issues, ["children"])}
        className={styles.narrow}
        onChange={(value) => onChildren(Number(value))}
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
            if (isAgeCode(code)) onChildAge(child, code);
          }}
        />
      ))}
    </fieldset>
  );
};
