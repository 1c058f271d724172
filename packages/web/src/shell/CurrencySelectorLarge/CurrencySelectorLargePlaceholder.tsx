import { type Currency, currencyDisplayName } from "@travesia/core";
import { useLanguageCode, useT } from "../../i18n/LanguageContext";
import styles from "../../shared/LargeSelector.module.css";

/** Props of the stateless large currency selector (button plus list, spec 000 §2). */
export interface CurrencySelectorLargeProps {
  readonly currencies: readonly Currency[];
  readonly selected: Currency | undefined;
  readonly loading: boolean;
  readonly onSelect: (currencyId: string) => void;
}

/**
 * The button's face: symbol and name of the chosen currency (core's `currencyDisplayName` in the interface
 * language), or the loading text while the hook loads.
 */
export const CurrencyFace = ({ selected, loading }: Pick<CurrencySelectorLargeProps, "selected" | "loading">) => {
  const t = useT();
  const language = useLanguageCode();
  return (
    <>
      {loading || selected === undefined ? (
        t("shell.currency.loading")
      ) : (
        <>
          <span className={styles.symbol}>{selected.currencySymbol}</span>
          {currencyDisplayName(selected, language)}
        </>
      )}
      <span className={styles.chevron} aria-hidden="true">
        ▾
      </span>
    </>
  );
};

/**
 * What shows until the listbox code arrives: the same label and button, inert. Once the hook is ready it names the
 * selected currency (the portal's default when the list failed), or the selector is not shown at all.
 */
export const CurrencySelectorLargePlaceholder = ({ selected, loading }: CurrencySelectorLargeProps) => {
  const t = useT();
  if (!loading && selected === undefined) return null;
  return (
    <div className={styles.field}>
      <span className={styles.label} id="currency-large-label">
        {t("shell.currency.label")}
      </span>
      <button
        type="button"
        id="currency-large-placeholder"
        className={styles.button}
        aria-labelledby="currency-large-label currency-large-placeholder"
        aria-disabled="true"
      >
        <CurrencyFace selected={selected} loading={loading} />
      </button>
    </div>
  );
};
