import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Description, Field } from "@headlessui/react";
import type { ValidationIssue } from "@travesia/core";
import type { LocationOption } from "@travesia/hooks";
import { useState } from "react";
import { useIssueText, useT } from "../../i18n/LanguageContext";
import styles from "../SearchFormFrame/SearchFormFrame.module.css";
import { errorIdOf, invalidProps } from "../searchForm/fieldIssues";
import { type SuggestionStatus, suggestionStatusText, suggestionTypeKey } from "../searchForm/locationStatus";

/** Props of the stateless {@link DestinationField}. */
export interface DestinationFieldProps {
  readonly id: string;
  readonly label: string;
  readonly placeholder: string;
  /** The text in the box (the form's destination name). */
  readonly text: string;
  /** The chosen suggestion's value (the form's hidden destination id), "" while none is chosen. */
  readonly chosenValue: string;
  readonly options: readonly LocationOption[];
  readonly status: SuggestionStatus;
  readonly minChars: number;
  readonly issues: readonly ValidationIssue[];
  readonly onType: (text: string) => void;
  readonly onChoose: (option: LocationOption) => void;
}

/**
 * A destination autocomplete (Headless UI combobox): typing asks for suggestions, an empty box shows the recent
 * locations, and only a chosen suggestion sets the hidden destination (spec 001 §5 "hidden destination value must be
 * set"). The list sits under the box, positioned by CSS so it stays inside the page's landmarks.
 */
export const DestinationField = ({
  id,
  label,
  placeholder,
  text,
  chosenValue,
  options,
  status,
  minChars,
  issues,
  onType,
  onChoose,
}: DestinationFieldProps) => {
  const t = useT();
  const issueText = useIssueText();
  const [focused, setFocused] = useState(false);
  const chosen: LocationOption | null = chosenValue === "" ? null : { label: text, value: chosenValue, type: "chosen" };
  const statusText = text.trim() === "" ? "" : suggestionStatusText(t, status, minChars);
  const statusId = `${id}-status`;
  return (
    <Field className={`${styles.field} ${styles.destination}`}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <Combobox<LocationOption | null>
        value={chosen}
        by={(a, b) => a?.value === b?.value}
        onChange={(option) => {
          if (option !== null) onChoose(option);
        }}
        // Opening on focus only with something to list: an open combobox says aria-expanded="true", which needs a list
        // (after a refused submit the focus lands here, and an empty box with no recent location has none).
        immediate={options.length > 0}
      >
        {({ open }) => (
          <>
            <ComboboxInput<LocationOption | null>
              id={id}
              className={styles.control}
              placeholder={placeholder}
              autoComplete="off"
              onBlur={() => setFocused(false)}
              displayValue={() => text}
              onFocus={() => setFocused(true)}
              onChange={(event) => onType(event.target.value)}
              {...invalidProps(id, issues)}
            />
            {open && options.length === 0 ? (
              // Typing opens it before suggestions arrive: the (empty, hidden) list is what aria-controls names.
              <ComboboxOptions static modal={false} hidden aria-label={label} />
            ) : null}
            {open && options.length > 0 ? (
              <div className={styles.dropdown}>
                {status === "recent" ? (
                  <p className={styles.dropdownHeading} aria-hidden="true">
                    {t("location.recentSearches")}
                  </p>
                ) : null}
                <ComboboxOptions
                  static
                  modal={false}
                  className={styles.options}
                  aria-label={status === "recent" ? t("location.recentSearches") : label}
                >
                  {options.map((option) => {
                    const typeKey = suggestionTypeKey(option.type);
                    return (
                      <ComboboxOption key={`${option.type}-${option.value}`} value={option} className={styles.option}>
                        <span>{option.label}</span>
                        {typeKey === undefined ? null : <span className={styles.optionNote}>{t(typeKey)}</span>}
                      </ComboboxOption>
                    );
                  })}
                </ComboboxOptions>
              </div>
            ) : null}
          </>
        )}
      </Combobox>
      <p id={statusId} role="status" className={focused && statusText !== "" ? styles.status : "visually-hidden"}>
        {statusText}
      </p>
      {issues.length === 0 ? null : (
        // Headless UI sets the input's aria-describedby itself, from the Field's Description.
        <Description id={errorIdOf(id)} className={styles.error}>
          {issues.map((issue) => issueText(issue)).join(" ")}
        </Description>
      )}
    </Field>
  );
};
