import { Field, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from "@headlessui/react";
import { useT } from "../i18n/LanguageContext";
import { CurrencyFace, type CurrencySelectorLargeViewProps } from "./CurrencySelectorLarge";
import styles from "./CurrencySelectorLarge.module.css";

/** The interactive large currency selector (Headless UI listbox, positioned by CSS to stay inside the landmarks). */
const CurrencyListbox = ({ currencies, selected, loading, onSelect }: CurrencySelectorLargeViewProps) => {
  const t = useT();
  return (
    <Field className={styles.field}>
      <Label className={styles.label}>{t("shell.currency.label")}</Label>
      <Listbox value={selected?.id ?? ""} onChange={onSelect} disabled={loading || currencies.length === 0}>
        <ListboxButton className={styles.button} data-testid="currency-large-button">
          <CurrencyFace selected={selected} loading={loading} />
        </ListboxButton>
        <ListboxOptions modal={false} className={styles.options}>
          {currencies.map((currency) => (
            <ListboxOption key={currency.id} value={currency.id} className={styles.option}>
              <span className={styles.symbol}>{currency.currencySymbol}</span>
              {currency.name}
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
    </Field>
  );
};

export default CurrencyListbox;
