import type { ValidationIssue } from "@travesia/core";
import { FieldError } from "../FieldError/FieldError";
import styles from "../SearchFormFrame/SearchFormFrame.module.css";
import { invalidProps } from "../searchForm/fieldIssues";

/** One choice of a {@link SelectField}. */
export interface SelectChoice {
  readonly value: string;
  readonly label: string;
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly choices: readonly SelectChoice[];
  readonly issues?: readonly ValidationIssue[];
  /** Shown as an empty first choice (value "") while nothing is chosen. */
  readonly emptyLabel?: string;
  readonly disabled?: boolean;
  readonly className?: string;
  readonly onChange: (value: string) => void;
}

/**
 * A labelled native select with its error under it. Small numeric choices (rooms, guests, ages, cabin) use the
 * platform's select: the phone's own picker, no script to load, and the listbox semantics for free.
 */
export const SelectField = ({
  id,
  label,
  value,
  choices,
  issues = [],
  emptyLabel,
  disabled = false,
  className,
  onChange,
}: SelectFieldProps) => (
  <div className={`${styles.field} ${className ?? ""}`}>
    <label className={styles.label} htmlFor={id}>
      {label}
    </label>
    <select
      id={id}
      className={styles.control}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      {...invalidProps(id, issues)}
    >
      {emptyLabel === undefined ? null : <option value="">{emptyLabel}</option>}
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
    <FieldError fieldId={id} issues={issues} />
  </div>
);

/** The choices `min`…`max` as numerals. */
export const countChoices = (min: number, max: number): SelectChoice[] =>
  Array.from({ length: Math.max(0, max - min + 1) }, (_, index) => ({
    value: String(min + index),
    label: String(min + index),
  }));
