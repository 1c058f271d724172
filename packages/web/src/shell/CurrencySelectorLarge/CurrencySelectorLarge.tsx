import { Field, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from "@headlessui/react";
import { currencyDisplayName } from "@travesia/core";
import { useLanguageCode, useT } from "../../i18n/LanguageContext";
import styles from "../../shared/LargeSelector.module.css";
import { CurrencyFace, type CurrencySelectorLargeProps } from "./CurrencySelectorLargePlaceholder";

/** The interactive large currency selector (Headless UI listbox, positioned by CSS to stay inside the landmarks). */
export const CurrencySelectorLarge = ({ currencies, selected, loading, onSelect }: CurrencySelectorLargeProps) => {
  const t = useT();
  const language = useLanguageCode();
  if (!loading && selected === undefined) return null;
  return (
    <Field className={styles.field}>
      <Label className={styles.label}>{t("shell.currency.label")}</Label>
      <Listbox value={selected?.id ?? ""} onChange={onSelect} disabled={loading || currencies.length < 2}>
        <ListboxButton className={styles.button} data-testid="currency-large-button">
          <CurrencyFace selected={selected} loading={loading} />
        </ListboxButton>
        <ListboxOptions modal={false} className={styles.options}>
          {currencies.map((currency) => (
            <ListboxOption key={currency.id} value={currency.id} className={styles.option}>
              <span className={styles.symbol}>{currency.currencySymbol}</span>
              {currencyDisplayName(currency, language)}
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
    </Field>
  );
};
