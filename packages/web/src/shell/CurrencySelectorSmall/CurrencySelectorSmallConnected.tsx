import { WithCurrency } from "../SharedCurrency/SharedCurrency";
import { CurrencySelectorSmall } from "./CurrencySelectorSmall";

/** The small currency selector wired to the session currency. */
export const CurrencySelectorSmallConnected = () => (
  <WithCurrency
    render={({ status, currencies, selected, actions }) => (
      <CurrencySelectorSmall
        currencies={currencies}
        selected={selected}
        loading={status === "loading"}
        onSelect={(id) => void actions.select(id)}
      />
    )}
  />
);
