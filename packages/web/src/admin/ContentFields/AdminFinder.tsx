import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Field, Label } from "@headlessui/react";
import type { FinderOption, FinderSource } from "@travesia/hooks";
import { useAdminFinder } from "@travesia/hooks";
import { useT } from "../../i18n/LanguageContext";
import styles from "../../shared/SearchFormFrame/SearchFormFrame.module.css";

/** Props of {@link AdminFinder}. */
export interface AdminFinderProps {
  readonly id: string;
  readonly label: string;
  readonly source: FinderSource;
  readonly onChoose: (option: FinderOption) => void;
}

/**
 * A select widget over `find-airline` or `find-hotel` (Headless UI combobox): searches from 3 characters, 250 ms
 * after typing stops, and says spec 000's select messages ('Buscando...', 'No se encontraron resultados', …) in a
 * live region.
 */
export const AdminFinder = ({ id, label, source, onChoose }: AdminFinderProps) => {
  const t = useT();
  const finder = useAdminFinder(source);
  const { options, message } = finder.data;
  // A block box around the field: the search forms' field is a flex item sized for their rows, not for a column.
  return (
    <div>
      <Field className={styles.field}>
        <Label className={styles.label} htmlFor={id}>
          {label}
        </Label>
        <Combobox<FinderOption | null>
          value={null}
          onChange={(option) => {
            if (option !== null) onChoose(option);
          }}
        >
          {({ open }) => (
            <>
              <ComboboxInput
                id={id}
                className={styles.control}
                autoComplete="off"
                aria-describedby={`${id}-status`}
                onChange={(event) => finder.actions.setTerm(event.target.value)}
              />
              {open && options.length > 0 ? (
                <div className={styles.dropdown}>
                  <ComboboxOptions static modal={false} className={styles.options} aria-label={label}>
                    {options.map((option) => (
                      <ComboboxOption key={option.id} value={option} className={styles.option}>
                        {option.label}
                      </ComboboxOption>
                    ))}
                  </ComboboxOptions>
                </div>
              ) : (
                <ComboboxOptions static modal={false} hidden aria-label={label} />
              )}
            </>
          )}
        </Combobox>
        <p id={`${id}-status`} role="status" className={message === null ? "visually-hidden" : styles.status}>
          {message === null ? "" : t(message)}
        </p>
      </Field>
    </div>
  );
};
