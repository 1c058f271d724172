import styles from "../SearchFormFrame/SearchFormFrame.module.css";

/** Props of {@link CheckboxField}. */
export interface CheckboxFieldProps {
  readonly id: string;
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  /** The id of the block the box reveals, when it reveals one (spec 002 §4 different-hotel, partial-hotel). */
  readonly controls?: string;
}

/** A labelled native checkbox. */
export const CheckboxField = ({ id, label, checked, onChange, controls }: CheckboxFieldProps) => (
  <div className={styles.checkbox}>
    <input
      id={id}
      type="checkbox"
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      {...(controls === undefined ? {} : { "aria-controls": controls, "aria-expanded": checked })}
    />
    <label htmlFor={id}>{label}</label>
  </div>
);
