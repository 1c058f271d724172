import type { Budget } from "@travesia/core";
import { useBudgetReprice, usePortalStore } from "@travesia/hooks";
import { BudgetReprice } from "./BudgetReprice";

/** 'Actualizar precios' for the budget on the page. */
export const BudgetRepriceConnected = ({ budget }: { readonly budget: Budget }) => {
  const reprice = useBudgetReprice(budget);
  const relatedRates = usePortalStore("config", (config) => config.flags.relatedRates === true);
  return (
    <BudgetReprice
      status={reprice.status}
      lines={reprice.data.lines}
      items={budget.items ?? []}
      stale={reprice.data.stale}
      relatedRates={relatedRates}
      repricedOn={reprice.data.repricedOn}
      onRequote={reprice.actions.requote}
      onAccept={(itemIds) => void reprice.actions.accept(itemIds)}
    />
  );
};
