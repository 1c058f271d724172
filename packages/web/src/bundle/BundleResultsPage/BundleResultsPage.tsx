import { Disclosure, DisclosureButton, DisclosurePanel } from "@headlessui/react";
import {
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
import { BundlePriceGridFrame } from "../BundlePriceGrid/BundlePriceGrid";
import styles from "./BundleResultsPage.module.css";

/** Props of the stateless {@link BundleResultsPage}. */
export interface BundleResultsPageProps {
  /** core's `ResultsStatus`. */
  readonly status: ResultsStatus;
  /** True after 'Explorar nuestras propuestas' (every proposal, the chosen ones first). */
  readonly all: boolean;
  /** The search as the page shows it (core's `bundleResultsSummary`). */
  readonly summary: string;
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

/** Props of {@link BundleResultsFrame}: the page's texts as they are shown, and what follows its search. */
interface BundleResultsFrameProps {
  readonly title: string;
  /** The search as shown; null when the address does not read (the page says so instead). */
  readonly summary: string | null;
  readonly adjustForm: ReactNode;
  readonly children: ReactNode;
}

/**
 * The bundle results page's frame: its heading, the search it shows and 'Ajustar Búsqueda' (reopening the bundle form),
 * then the page's body. Drawn by the page and by the shell's stand-in, so both draw what follows in the same place.
 */
const BundleResultsFrame = ({ title, summary, adjustForm, children }: BundleResultsFrameProps) => {
  const t = useT();
  return (
    <section className={pageStyles.wide} aria-labelledby="bundle-results-title">
      <h1 id="bundle-results-title" className={pageStyles.title}>
        {title}
      </h1>
      {summary === null ? (
        <p role="alert">{t("bundleResults.unreadable")}</p>
      ) : (
        <>
          <div className={styles.searchBar}>
            <p className={styles.summary}>
              <span className={styles.label}>{t("bundleResults.chosen")}: </span>
              {summary}
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
          {children}
        </>
      )}
    </section>
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
  summary,
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
  return (
    <BundleResultsFrame
      title={t(all ? "bundleResults.allTitle" : "bundleResults.title")}
      summary={status === "invalid" ? null : summary}
      adjustForm={adjustForm}
    >
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
    </BundleResultsFrame>
  );
};

/** Props of {@link BundleResultsStandIn}: the texts it shows (in the build, slots the portal's server fills). */
export interface BundleResultsStandInProps {
  readonly title: string;
  readonly summary: string;
  /** '24 paquetes'. */
  readonly count: string;
}

/**
 * The bundle results page as its first render with its reply draws it, down to the price grid's title (the page's
 * largest element on a phone and a desktop): what the shell shows in the page's place until the page's script draws
 * it whole. The grid's rows are not drawn: their prices' symbols come from another call than the page's first.
 */
export const BundleResultsStandIn = ({ title, summary, count }: BundleResultsStandInProps) => (
  <BundleResultsFrame title={title} summary={summary} adjustForm={null}>
    <p role="status">{count}</p>
    <BundlePriceGridFrame titleId="bundle-grid-stand-in-title" />
  </BundleResultsFrame>
);
