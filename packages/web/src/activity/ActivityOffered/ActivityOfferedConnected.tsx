import { activityAccess } from "@travesia/core";
import { usePortalStore } from "@travesia/hooks";
import type { ReactNode } from "react";
import { ProductOffered } from "../../shared/results/ProductOffered/ProductOffered";
import { useActivityT } from "../useActivityT";

const NO_PRODUCTS: readonly string[] = [];

/**
 * The activity pages' gate wired to the user store: core's `activityAccess` from the user record's status and
 * products (an anonymous visitor or a user without `act` is not offered activities).
 */
export const ActivityOfferedConnected = ({ children }: { readonly children: ReactNode }) => {
  const t = useActivityT();
  const status = usePortalStore("user", (state) => state.status);
  const products = usePortalStore("user", (state) => state.user?.allowedProducts ?? NO_PRODUCTS);
  const access = activityAccess(status, products);
  return (
    <ProductOffered
      offered={access === "waiting" ? null : access === "offered"}
      title={t("shell.productActivities")}
      notOffered={t("activity.notOffered")}
    >
      {children}
    </ProductOffered>
  );
};
