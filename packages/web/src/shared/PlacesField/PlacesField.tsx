import { Combobox, ComboboxInput, Description, Field } from "@headlessui/react";
import type { MessageKey, SearchFormPlace, ValidationIssue } from "@travesia/core";
import { useState } from "react";
import { useIssueText, useT } from "../../i18n/LanguageContext";
import styles from "../SearchFormFrame/SearchFormFrame.module.css";
import { errorIdOf, invalidProps } from "../searchForm/fieldIssues";
import { type SuggestionStatus, suggestionStatusText } from "../searchForm/locationStatus";
import { SuggestionOptions, SuggestionStatusLine } from "../searchForm/SuggestionOptions";

/** Props of the stateless {@link PlacesField}. */
export interface PlacesFieldProps {
  readonly id: string;
  readonly label: string;
  readonly placeholder: string;
  readonly selected: readonly SearchFormPlace[];
  /** The places the list offers now (suggestions, or the chosen and recent ones for an empty term). */
  readonly options: readonly SearchFormPlace[];
  readonly term: string;
  readonly status: SuggestionStatus;
  readonly minChars: number;
  readonly noResultsKey?: MessageKey;
  /**
   * `summary`: the box reads the first place plus '(+N más)' (spec 002 §2 multi-select origins); `tags`: the box is
   * for typing and the chosen places show as removable tags under it (spec 002 §2 bundle destinations and months).
   */
  readonly display: "summary" | "tags";
  /** Opens the list on focus (recent locations for an empty term, spec 000 §5); select widgets wait for typing. */
  readonly immediate?: boolean;
  /** The summary line, e.g. 'Madrid (+2 más)' (core's `multiSelectSummary`). */
  readonly summary: string;
  readonly issues: readonly ValidationIssue[];
  readonly onType: (term: string) => void;
  readonly onChange: (places: readonly SearchFormPlace[]) => void;
}

/** A multi-select autocomplete (Headless UI combobox, `multiple`): each option toggles a place in or out. */
export const PlacesField = ({
  id,
  label,
  placeholder,
  selected,
  options,
  term,
  status,
  minChars,
  noResultsKey,
  display,
  immediate = true,
  summary,
  issues,
  onType,
  onChange,
}: PlacesFieldProps) => {
  const t = useT();
  const issueText = useIssueText();
  const [focused, setFocused] = useState(false);
  const statusText = term.trim() === "" ? "" : suggestionStatusText(t, status, minChars, noResultsKey);
  return (
    <Field className={`${styles.field} ${styles.destination}`}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <Combobox<SearchFormPlace, true>
        multiple
        value={[...selected]}
        by="id"
        onChange={(places) => {
          onChange(places);
          onType("");
        }}
        // Opens on focus only with something to list (see DestinationField: an expanded combobox needs its list).
        immediate={immediate && options.length > 0}
      >
        {({ open }) => (
          <>
            <ComboboxInput<SearchFormPlace[]>
              id={id}
              className={styles.control}
              placeholder={selected.length === 0 || display === "tags" ? placeholder : ""}
              autoComplete="off"
              onBlur={() => setFocused(false)}
              displayValue={() => (display === "summary" ? summary : term)}
              onFocus={(event) => {
                setFocused(true);
                if (display === "summary") event.currentTarget.select();
              }}
              onChange={(event) => onType(event.target.value)}
              {...invalidProps(id, issues)}
            />
            <SuggestionOptions open={open} options={options} label={label}>
              {(place, isSelected) => (
                <>
                  <span className={styles.check} aria-hidden="true">
                    {isSelected ? "✓" : ""}
                  </span>
                  <span>{place.name}</span>
                </>
              )}
            </SuggestionOptions>
          </>
        )}
      </Combobox>
      <SuggestionStatusLine focused={focused} text={statusText} />
      {display === "tags" && selected.length > 0 ? (
        <ul className={styles.tags} aria-label={label}>
          {selected.map((place) => (
            <li key={place.id} className={styles.tag}>
              {place.name}
              <button
                type="button"
                className={styles.tagRemove}
                aria-label={t("select.remove", { item: place.name })}
                onClick={() => onChange(selected.filter((other) => other.id !== place.id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {issues.length === 0 ? null : (
        // Headless UI sets the input's aria-describedby itself, from the Field's Description.
        <Description id={errorIdOf(id)} className={styles.error}>
          {issues.map((issue) => issueText(issue)).join(" ")}
        </Description>
      )}
    </Field>
  );
};
