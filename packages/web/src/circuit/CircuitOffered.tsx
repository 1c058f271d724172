import { useHomeBoxOffered } from "@travesia/hooks";
import type { ReactNode } from "react";
import { ProductOffered } from "../shared/results/ProductOffered/ProductOffered";
import { useCircuitT } from "./useCircuitT";

/**
 * The circuit pages' gate: circuits are offered whenever the portal's configuration offers them (core's
 * `homeBoxOffered`, the home box's rule), so a direct address on a portal without them says so.
 */
export const CircuitOffered = ({ children }: { readonly children: ReactNode }) => {
  const t = useCircuitT();
  return (
    <ProductOffered
      offered={useHomeBoxOffered("circuit")}
      title={t("shell.productCircuits")}
      notOffered={t("findHash.notOfferedCircuit")}
    >
      {children}
    </ProductOffered>
  );
};
