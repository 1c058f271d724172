import { Disclosure, DisclosureButton, DisclosurePanel } from "@headlessui/react";
import {
  type BundleSearchFormValues,
  type BundleTematic,
  bundleMonthName,
  type CalendarDate,
  formatCardDate,
  formatMoney,
  moneyFromDecimal,
  type PaginationView,
  type ResultsStatus,
  type VacationBundle,
} from "@travesia/core";
import { Result } from "effect";
import type { ReactNode } from "react";
import { useLanguageCode, useT } from "../../i18n/LanguageContext";
import pageStyles from "../../shared/Page.module.css";
import { ProductImageConnected } from "../../shared/ProductImage/ProductImageConnected";
import { Pager } from "../../shared/results/Pager/Pager";
import styles from "./BundleResultsPage.module.css";

/** Props of the stateless {@link BundleResultsPage}. */
export interface BundleResultsPageProps {
  /** core's `ResultsStatus`. */
  readonly status: ResultsStatus;
  /** True after 'Explorar nuestras propuestas' (every proposal, the chosen ones first). */
  readonly all: boolean;
  /** The search, named: its destinations and months (the form's values) and its themes. */
  readonly chosen: BundleSearchFormValues;
  readonly themes: readonly BundleTematic[];
  readonly count: number;
  readonly bundles: readonly VacationBundle[];
  /** The list's pager (core's `paginationView`). */
  readonly pagination: PaginationView;
  readonly currencySymbols: Readonly<Record<string, string>>;
  /** The month × destination grid (its own view), shown once bundles are listed. */
  readonly grid: ReactNode;
  /** The bundle form for 'Ajustar Búsqueda', drawn when the button opens it. */
  readonly adjustForm: ReactNode;
  readonly onPage: (page: number) => void;
  readonly onRetry: () => void;
}

const BundleCard = ({
  bundle,
  currencySymbols,
}: {
  bundle: VacationBundle;
  currencySymbols: Readonly<Record<string, string>>;
}) => {
  const t = useT();
  const language = useLanguageCode();
  const from = moneyFromDecimal(bundle.from.amount, bundle.from.currency);
  return (
    <li className={styles.card}>
      <ProductImageConnected
        className={styles.image}
        src={bundle.image}
        alt=""
        product="bundle"
        width={320}
        height={176}
        loading="lazy"
      />
      <div className={styles.body}>
        <h3 className={styles.cardTitle}>{bundle.title}</h3>
        <p className={styles.destination}>{bundle.destination.name}</p>
        <ul className={styles.tags} aria-label={t("bundle.themes")}>
          {bundle.tematics.map((theme) => (
            <li key={theme.id}>{theme.name}</li>
          ))}
        </ul>
        <p>
          {t("bundleResults.nights", { count: bundle.nights })} ·{" "}
          {t("bundleResults.firstDeparture", { date: formatCardDate(bundle.firstDeparture as CalendarDate) })}
        </p>
        <p className={styles.months}>
          <span className={styles.label}>{t("bundleResults.months")}: </span>
          {bundle.months.map((month) => bundleMonthName(month, language)).join(", ")}
        </p>
        {Result.isSuccess(from) ? (
          <p className={styles.price}>
            <span className={styles.label}>{t("bundleResults.from")} </span>
            <strong>
              {formatMoney(from.success, language, currencySymbols[from.success.currency] ?? from.success.currency)}
            </strong>{" "}
            <span className={styles.label}>{t("bundleResults.perPerson")}</span>
          </p>
        ) : null}
      </div>
    </li>
  );
};

/**
 * The bundle results (spec 002 §2: the bundle form's 'Buscar' and 'Explorar nuestras propuestas' posts): the search
 * it shows, 'Ajustar Búsqueda' reopening the bundle form with its tags, months and themes, the month × destination
 * price grid, and the bundles by theme, month and destination with their theme images, 12 a page.
 */
export const BundleResultsPage = ({
  status,
  all,
  chosen,
  themes,
  count,
  bundles,
  pagination,
  currencySymbols,
  grid,
  adjustForm,
  onPage,
  onRetry,
}: BundleResultsPageProps) => {
  const t = useT();
  const themeNames = chosen.themeIds.map((id) => themes.find((theme) => theme.id === id)?.name ?? id);
  const summary = [
    ...chosen.destinations.map((place) => place.name),
    ...chosen.periods.map((p) => p.name),
    ...themeNames,
  ];
  return (
    <section className={pageStyles.wide} aria-labelledby="bundle-results-title">
      <h1 id="bundle-results-title" className={pageStyles.title}>
        {t(all ? "bundleResults.allTitle" : "bundleResults.title")}
      </h1>
      {status === "invalid" ? (
        <p role="alert">{t("bundleResults.unreadable")}</p>
      ) : (
        <>
          <div className={styles.searchBar}>
            <p className={styles.summary}>
              <span className={styles.label}>{t("bundleResults.chosen")}: </span>
              {summary.length === 0 ? t("bundleResults.anyChoice") : summary.join(" · ")}
            </p>
            <Disclosure>
              {({ open }) => (
                <>
                  <DisclosureButton className={pageStyles.secondary}>
                    {t(open ? "bundleResults.closeForm" : "bundle.adjustSearch")}
                  </DisclosureButton>
                  <DisclosurePanel className={styles.adjust}>{adjustForm}</DisclosurePanel>
                </>
              )}
            </Disclosure>
          </div>
          {status === "loading" ? (
            <p role="status" className={styles.loading}>
              {t("bundleResults.loading")}
            </p>
          ) : status === "error" ? (
            <div role="alert" className={pageStyles.card}>
              <p>{t("bundleResults.error")}</p>
              <div className={pageStyles.actions}>
                <button type="button" className={pageStyles.primary} onClick={onRetry}>
                  {t("bundleResults.retry")}
                </button>
              </div>
            </div>
          ) : status === "empty" ? (
            <p role="status">{t("bundleResults.empty")}</p>
          ) : (
            <>
              <p role="status">{t("bundleResults.count", { count })}</p>
              {grid}
              <section aria-labelledby="bundle-list-title" className={styles.list}>
                <h2 id="bundle-list-title" className={styles.listTitle}>
                  {t("bundleResults.listTitle")}
                </h2>
                <ul className={styles.cards}>
                  {bundles.map((bundle) => (
                    <BundleCard key={bundle.id} bundle={bundle} currencySymbols={currencySymbols} />
                  ))}
                </ul>
                <Pager pagination={pagination} onPage={onPage} />
              </section>
            </>
          )}
        </>
      )}
    </section>
  );
};
