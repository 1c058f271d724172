import {
  ACTIVITY_SORTS,
  type ActivitySort,
  type ActivitySummary,
  activityCodeKey,
  type MessageKey,
  type PaginationView,
  type ResultsStatus,
} from "@travesia/core";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import pageStyles from "../../shared/Page.module.css";
import { Pager } from "../../shared/results/Pager/Pager";
import { SelectField } from "../../shared/SelectField/SelectField";
import { ActivityCard } from "../ActivityCard/ActivityCard";
import { useActivityT } from "../useActivityT";
import styles from "./ActivityResultsPage.module.css";

/** Props of the stateless {@link ActivityResultsPage}. */
export interface ActivityResultsPageProps {
  readonly status: ResultsStatus;
  readonly errorKey: MessageKey | null;
  readonly destinationName: string;
  readonly activities: readonly ActivitySummary[];
  readonly total: number;
  readonly pagination: PaginationView;
  readonly sort: ActivitySort;
  /** The filter panel (core's sections on the shared frame). */
  readonly filters: ReactNode;
  readonly detailHref: (activity: ActivitySummary) => string;
  readonly homeHref: string;
  readonly onSort: (sort: ActivitySort) => void;
  readonly onPage: (page: number) => void;
  readonly onRetry: () => void;
}

/**
 * The activity results page: heading and count, sort, the filter panel beside the list on desktop and above it on a
 * phone, a page of cards and the shared pager; the loading, empty, failure and bad-address states.
 */
export const ActivityResultsPage = (props: ActivityResultsPageProps) => {
  const t = useActivityT();
  const { status } = props;
  const title =
    props.destinationName === ""
      ? t("shell.productActivities")
      : t("activity.resultsTitle", { name: props.destinationName });
  if (status === "invalid")
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t("shell.productActivities")}</h1>
        <p role="alert">{t("activity.urlInvalid")}</p>
        <Link to={props.homeHref}>{t("shell.goHome")}</Link>
      </div>
    );
  return (
    <div className={styles.page} aria-busy={status === "loading"}>
      <h1 className={styles.title}>{title}</h1>
      {status === "error" ? (
        <div role="alert" className={styles.notice}>
          <p>{t(props.errorKey ?? "activity.searchFailed")}</p>
          <button type="button" className={pageStyles.primary} onClick={props.onRetry}>
            {t("bundleResults.retry")}
          </button>
        </div>
      ) : status === "loading" ? (
        <p role="status">{t("select.searching")}</p>
      ) : status === "empty" ? (
        <p role="status" className={styles.notice}>
          {t("activity.noResults")}
        </p>
      ) : (
        <div className={styles.layout}>
          <div className={styles.filters}>{props.filters}</div>
          <section className={styles.results} aria-labelledby="activity-count">
            <div className={styles.bar}>
              <h2 id="activity-count" className={styles.count} aria-live="polite">
                {t("activity.count", { count: props.total })}
              </h2>
              <SelectField
                id="activity-sort"
                label={t("shell.sortBy")}
                value={props.sort}
                choices={ACTIVITY_SORTS.map((sort) => ({ value: sort, label: t(activityCodeKey("sort", sort)) }))}
                onChange={(value) => props.onSort(value as ActivitySort)}
              />
            </div>
            {props.activities.length === 0 ? <p role="status">{t("activity.noResults")}</p> : null}
            <ol className={styles.list}>
              {props.activities.map((activity) => (
                <li key={activity.id}>
                  <ActivityCard activity={activity} href={props.detailHref(activity)} />
                </li>
              ))}
            </ol>
            <Pager pagination={props.pagination} onPage={props.onPage} />
          </section>
        </div>
      )}
    </div>
  );
};
