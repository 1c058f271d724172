import { WithCurrency } from "../SharedCurrency/SharedCurrency";
import { CurrencySelectorLargeLazy } from "./CurrencySelectorLargeLazy";

/** The large currency selector wired to the session currency. */
export const CurrencySelectorLargeConnected = () => (
  <WithCurrency
    render={({ status, currencies, selected, actions }) => (
      <CurrencySelectorLargeLazy
        currencies={currencies}
        selected={selected}
        loading={status === "loading"}
        onSelect={(id) => void actions.select(id)}
      />
    )}
  />
);
