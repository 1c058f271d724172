import { type ActivityAccess, ROUTES } from "@travesia/core";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { useActivityT } from "../useActivityT";
import styles from "./ActivityOffered.module.css";

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
    <div className={styles.page}>
      <h1 className={styles.title}>{t("shell.productActivities")}</h1>
      {access === "waiting" ? (
        <p role="status">{t("select.searching")}</p>
      ) : (
        <div role="alert">
          <p>{t("activity.notOffered")}</p>
          <Link to={ROUTES.home}>{t("shell.goHome")}</Link>
        </div>
      )}
    </div>
  );
};
