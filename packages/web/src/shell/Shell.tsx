import { usePortalStore } from "@travesia/hooks";
import { lazy, Suspense } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { useT } from "../i18n/LanguageContext";
import { ArrearsBar } from "./ArrearsBar";
import { BackToTop } from "./BackToTop";
import { BudgetWidget } from "./BudgetWidget";
import { CurrencySelectorSmall } from "./CurrencySelectorSmall";
import { HeaderView } from "./Header";
import { HeaderCounters } from "./HeaderCounters";
import { LanguageSelectorLarge } from "./LanguageSelectorLarge";
import { LanguageSelectorSmall } from "./LanguageSelectorSmall";
import { NewsletterBox } from "./NewsletterBox";
import { SharedCurrencyProvider } from "./SharedCurrency";
import styles from "./Shell.module.css";
import { Toasts } from "./Toasts";

const SessionWatch = lazy(() => import("./SessionWatch"));
const PortalHeaderPieces = lazy(() => import("./PortalHeaderPiecesConnected"));

/**
 * The page frame around every route: the B2B maintenance banner, freeze blocker and chat popup (from the header
 * call), header (logo, product navigation, counters, budget widget, small language and currency selectors, login or
 * logout), the arrears bar, the routed page, the large language selector on home, the
 * footer with the newsletter box, back-to-top, the toasts, and the session rules with their expired overlay.
 *
 * The frame reads the portal's stores only; the hooks that call the API (user, configuration, session, counters,
 * arrears, newsletter, budgets) live in modules loaded after the first paint, so the home route's first load
 * carries neither them nor the API Schemas they decode with.
 */
export const Shell = () => {
  const t = useT();
  const { pathname } = useLocation();
  const firstName = usePortalStore("user", (state) =>
    state.status === "signedIn" ? (state.user?.firstName ?? "") : null,
  );
  const budgeting = usePortalStore(
    "config",
    (state) => state.flags.enableBudgeting === true || state.flags.enablePricer === true,
  );
  const counters = usePortalStore("counters", (state) => state);
  const signedIn = firstName !== null;

  return (
    <SharedCurrencyProvider>
      <div className={styles.shell}>
        <a className={styles.skip} href="#main" id="top">
          {t("shell.skipToContent")}
        </a>
        <Suspense fallback={null}>
          <PortalHeaderPieces />
        </Suspense>
        <ArrearsBar />
        <HeaderView
          userName={firstName}
          counters={
            signedIn ? (
              <HeaderCounters bookings={counters.bookings} alerts={counters.alerts} messages={counters.messages} />
            ) : null
          }
          budgetWidget={signedIn && budgeting ? <BudgetWidget count={counters.budgets} /> : null}
          languageSelector={<LanguageSelectorSmall />}
          currencySelector={<CurrencySelectorSmall />}
        />
        <main className={styles.main} id="main" tabIndex={-1}>
          <Outlet />
          {pathname === "/" ? (
            <div className={styles.preferences}>
              <LanguageSelectorLarge />
            </div>
          ) : null}
        </main>
        <footer className={styles.footer}>
          <div className={styles.footerInner}>
            <NewsletterBox />
            <p className={styles.brand}>Travesía</p>
          </div>
          {/* Fixed on screen; inside the footer so it belongs to a landmark. */}
          <BackToTop />
        </footer>
        <Toasts />
        <Suspense fallback={null}>
          <SessionWatch />
        </Suspense>
      </div>
    </SharedCurrencyProvider>
  );
};
