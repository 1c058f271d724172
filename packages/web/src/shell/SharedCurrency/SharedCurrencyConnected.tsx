import { type CurrencyState, useCurrency } from "@travesia/hooks";
import { useEffect } from "react";

/** Runs the currency hook and hands each new state to the page's shared currency context. Renders nothing. */
export const SharedCurrencyConnected = ({ onChange }: { readonly onChange: (state: CurrencyState) => void }) => {
  const { status, currencies, selected, actions } = useCurrency();
  const { select } = actions;
  useEffect(() => {
    onChange({ status, currencies, selected, actions: { select } });
  }, [onChange, status, currencies, selected, select]);
  return null;
};
