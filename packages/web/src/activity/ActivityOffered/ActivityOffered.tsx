import { type ActivityAccess, ROUTES } from "@travesia/core";
import type { ReactNode } from "react";
import { ProductMessagePage } from "../../shared/results/ProductPage/ProductPage";
import { useActivityT } from "../useActivityT";

/** Props of {@link ActivityOffered}: core's `activityAccess` for the user, and the page to show when offered. */
export interface ActivityOfferedProps {
  readonly access: ActivityAccess;
  readonly children: ReactNode;
}

/**
 * The activity pages' gate: the page itself for a user whose record allows activities, a wait while the record
 * loads, and for anyone else (an anonymous visitor, a user without `act`) that the product is not offered.
 */
export const ActivityOffered = ({ access, children }: ActivityOfferedProps) => {
  const t = useActivityT();
  if (access === "offered") return children;
  return (
    <ProductMessagePage
      title={t("shell.productActivities")}
      message={
        access === "waiting"
          ? { kind: "waiting" }
          : { kind: "home", text: t("activity.notOffered"), homeHref: ROUTES.home }
      }
    />
  );
};
