import { type Currency, currencyDisplayName } from "@travesia/core";
import { useLanguageCode, useT } from "../../i18n/LanguageContext";
import { ChoicePopoverLazy } from "../../shared/ChoicePopover/ChoicePopoverLazy";

/** Props of the stateless small currency selector. */
export interface CurrencySelectorSmallProps {
  readonly currencies: readonly Currency[];
  readonly selected: Currency | undefined;
  readonly loading: boolean;
  readonly onSelect: (currencyId: string) => void;
}

/**
 * The small currency selector of the header (spec 000 §2: "small in a panel; on mobile a selector screen"). Names
 * are core's `currencyDisplayName` in the interface language. Once the hook is ready the button always names a
 * currency (the selected one, the portal's default when the list failed) or is not shown; it opens only when there is
 * a choice.
 */
export const CurrencySelectorSmall = ({ currencies, selected, loading, onSelect }: CurrencySelectorSmallProps) => {
  const t = useT();
  const language = useLanguageCode();
  // Ready with no currency at all (the list and the portal's default both missing): nothing to show or choose.
  if (!loading && selected === undefined) return null;
  return (
    <ChoicePopoverLazy
      name="currency-small"
      buttonText={selected?.id ?? "…"}
      code
      buttonLabel={
        selected === undefined
          ? t("shell.currency.loading")
          : t("shell.currentCurrency", { currency: currencyDisplayName(selected, language) })
      }
      title={t("shell.chooseCurrency")}
      closeLabel={t("shell.close")}
      options={currencies.map((currency) => ({
        id: currency.id,
        label: currencyDisplayName(currency, language),
        detail: currency.currencySymbol,
      }))}
      selectedId={selected?.id ?? null}
      disabled={loading || currencies.length < 2}
      onSelect={onSelect}
    />
  );
};
