import type { Currency } from "@travesia/core";
import { useT } from "../i18n/LanguageContext";
import { lazyWidget } from "../widgets/lazyWidget";
import styles from "./CurrencySelectorLarge.module.css";
import { WithCurrency } from "./SharedCurrency";

/** Props of the stateless large currency selector (button plus list, spec 000 §2). */
export interface CurrencySelectorLargeViewProps {
  readonly currencies: readonly Currency[];
  readonly selected: Currency | undefined;
  readonly loading: boolean;
  readonly onSelect: (currencyId: string) => void;
}

/** The button's face: symbol and name of the chosen currency, or the loading text. */
export const CurrencyFace = ({ selected, loading }: Pick<CurrencySelectorLargeViewProps, "selected" | "loading">) => {
  const t = useT();
  return (
    <>
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
    </>
  );
};

/** What shows until the listbox code arrives: the same label and button, inert. */
const CurrencySelectorPlaceholder = ({ selected, loading }: CurrencySelectorLargeViewProps) => {
  const t = useT();
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

/** The large currency selector: a labelled Headless UI listbox, loaded after the first paint. */
export const CurrencySelectorLargeView = lazyWidget(() => import("./CurrencyListbox"), CurrencySelectorPlaceholder);

/** The large currency selector wired to the session currency. */
export const CurrencySelectorLarge = () => (
  <WithCurrency
    render={({ status, currencies, selected, actions }) => (
      <CurrencySelectorLargeView
        currencies={currencies}
        selected={selected}
        loading={status === "loading"}
        onSelect={(id) => void actions.select(id)}
      />
    )}
  />
);
