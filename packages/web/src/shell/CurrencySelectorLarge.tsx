import { Field, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from "@headlessui/react";
import type { Currency } from "@travesia/core";
import { useCurrency } from "@travesia/hooks";
import { useT } from "../i18n/LanguageContext";
import styles from "./CurrencySelectorLarge.module.css";

/** Props of the stateless large currency selector (button plus list, spec 000 §2). */
export interface CurrencySelectorLargeViewProps {
  readonly currencies: readonly Currency[];
  readonly selected: Currency | undefined;
  readonly loading: boolean;
  readonly onSelect: (currencyId: string) => void;
}

/** The large currency selector: a labelled Headless UI listbox. */
export const CurrencySelectorLargeView = ({
  currencies,
  selected,
  loading,
  onSelect,
}: CurrencySelectorLargeViewProps) => {
  const t = useT();
  return (
    <Field className={styles.field}>
      <Label className={styles.label}>{t("shell.currency.label")}</Label>
      <Listbox value={selected?.id ?? ""} onChange={onSelect} disabled={loading || currencies.length === 0}>
        <ListboxButton className={styles.button} data-testid="currency-large-button">
          {loading || selected === undefined ? (
            t("shell.currency.loading")
          ) : (
            <>
              <span className={styles.symbol}>{selected.currencySymbol}</span>
              {selected.name}
            </>
          )}
          <span className={styles.chevron} aria-hidden="true">
            ▾
          </span>
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

/** The large currency selector wired to the session currency. */
export const CurrencySelectorLarge = () => {
  const { status, currencies, selected, actions } = useCurrency();
  return (
    <CurrencySelectorLargeView
      currencies={currencies}
      selected={selected}
      loading={status === "loading"}
      onSelect={(id) => void actions.select(id)}
    />
  );
};
