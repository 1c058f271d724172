import type { Currency } from "@travesia/core";
import { useT } from "../i18n/LanguageContext";
import { ChoicePopover } from "./ChoicePopover";
import { WithCurrency } from "./SharedCurrency";

/** Props of the stateless small currency selector. */
export interface CurrencySelectorSmallViewProps {
  readonly currencies: readonly Currency[];
  readonly selected: Currency | undefined;
  readonly loading: boolean;
  readonly onSelect: (currencyId: string) => void;
}

/** The small currency selector of the header (spec 000 §2: "small in a panel; on mobile a selector screen"). */
export const CurrencySelectorSmallView = ({
  currencies,
  selected,
  loading,
  onSelect,
}: CurrencySelectorSmallViewProps) => {
  const t = useT();
  return (
    <ChoicePopover
      name="currency-small"
      buttonText={selected?.id ?? "…"}
      buttonLabel={
        selected === undefined ? t("shell.currency.loading") : t("shell.currentCurrency", { currency: selected.name })
      }
      title={t("shell.chooseCurrency")}
      closeLabel={t("shell.close")}
      options={currencies.map((currency) => ({
        id: currency.id,
        label: currency.name,
        detail: currency.currencySymbol,
      }))}
      selectedId={selected?.id ?? null}
      disabled={loading || currencies.length === 0}
      onSelect={onSelect}
    />
  );
};

/** The small currency selector wired to the session currency. */
export const CurrencySelectorSmall = () => (
  <WithCurrency
    render={({ status, currencies, selected, actions }) => (
      <CurrencySelectorSmallView
        currencies={currencies}
        selected={selected}
        loading={status === "loading"}
        onSelect={(id) => void actions.select(id)}
      />
    )}
  />
);
