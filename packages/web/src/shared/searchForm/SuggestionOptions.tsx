import { ComboboxOption, ComboboxOptions } from "@headlessui/react";
import type { ReactNode } from "react";
import styles from "../SearchFormFrame/SearchFormFrame.module.css";

/** Props of {@link SuggestionOptions}. */
export interface SuggestionOptionsProps<T extends { readonly id: string }> {
  /** The combobox's own `open`. */
  readonly open: boolean;
  readonly options: readonly T[];
  /** The list's accessible name. */
  readonly label: string;
  readonly optionClassName?: string;
  /** What an option shows; `selected` is true for a chosen one (a multi-select's tick). */
  readonly children: (option: T, selected: boolean) => ReactNode;
}

/**
 * The list of an autocomplete's Headless UI combobox, for every place and point field: an open combobox with nothing
 * to offer still keeps an empty (hidden) listbox, since an expanded combobox must name one; otherwise the options in
 * the form frame's dropdown.
 */
export const SuggestionOptions = <T extends { readonly id: string }>({
  open,
  options,
  label,
  optionClassName = styles.option,
  children,
}: SuggestionOptionsProps<T>) => {
  if (!open) return null;
  if (options.length === 0) return <ComboboxOptions static modal={false} hidden aria-label={label} />;
  return (
    <div className={styles.dropdown}>
      <ComboboxOptions static modal={false} className={styles.options} aria-label={label}>
        {options.map((option) => (
          <ComboboxOption key={option.id} value={option} className={optionClassName}>
            {({ selected }) => <>{children(option, selected)}</>}
          </ComboboxOption>
        ))}
      </ComboboxOptions>
    </div>
  );
};

/** The polite status line under an autocomplete (more characters, searching, nothing found), seen while focused. */
export const SuggestionStatusLine = ({ focused, text }: { readonly focused: boolean; readonly text: string }) => (
  <p role="status" className={focused && text !== "" ? styles.status : "visually-hidden"}>
    {text}
  </p>
);
