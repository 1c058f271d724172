import { activityAccess } from "@travesia/core";
import { usePortalStore } from "@travesia/hooks";
import type { ReactNode } from "react";
import { ActivityOffered } from "./ActivityOffered";

const NO_PRODUCTS: readonly string[] = [];

/** The gate wired to the user store: core's `activityAccess` from the user record's status and products. */
export const ActivityOfferedConnected = ({ children }: { readonly children: ReactNode }) => {
  const status = usePortalStore("user", (state) => state.status);
  const products = usePortalStore("user", (state) => state.user?.allowedProducts ?? NO_PRODUCTS);
  return <ActivityOffered access={activityAccess(status, products)}>{children}</ActivityOffered>;
};
