import { currentSearchProduct, ROUTES, type SearchProduct } from "@travesia/core";
import { useHeaderAccount, usePortalStore } from "@travesia/hooks";
import { lazy, useEffect, useMemo, useState } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { BudgetDeadlinesLinkLazy } from "../../budget/BudgetDeadlinesLink/BudgetDeadlinesLinkLazy";
import { BudgetDeadlinesLinkPlaceholder } from "../../budget/BudgetDeadlinesLink/BudgetDeadlinesLinkPlaceholder";
import { BudgetWidgetLazy } from "../../budget/BudgetWidget/BudgetWidgetLazy";
import { BudgetWidgetPlaceholder } from "../../budget/BudgetWidget/BudgetWidgetPlaceholder";
import { useT } from "../../i18n/LanguageContext";
import { UserLoadFailureLazy } from "../../session/UserLoadFailure/UserLoadFailureLazy";
import { AfterHydration } from "../../shared/afterHydration";
import { ArrearsBarLazy } from "../ArrearsBar/ArrearsBarLazy";
import { BackToTopConnected } from "../BackToTop/BackToTopConnected";
import { CurrencySelectorSmallConnected } from "../CurrencySelectorSmall/CurrencySelectorSmallConnected";
import { Header } from "../Header/Header";
import { HeaderCountersLazy } from "../HeaderCounters/HeaderCountersLazy";
import { LanguageSelectorLargeConnected } from "../LanguageSelectorLarge/LanguageSelectorLargeConnected";
import { LanguageSelectorSmallConnected } from "../LanguageSelectorSmall/LanguageSelectorSmallConnected";
import { NewsletterBoxLazy } from "../NewsletterBox/NewsletterBoxLazy";
import { SharedCurrencyProvider } from "../SharedCurrency/SharedCurrency";
import { ToastsConnected } from "../Toasts/ToastsConnected";
import styles from "./Shell.module.css";

const loadSessionWatch = () => import("../../session/SessionWatch/SessionWatchConnected");
const SessionWatch = lazy(async () => ({ default: (await loadSessionWatch()).SessionWatchConnected }));
const loadPortalHeaderPieces = () => import("../PortalHeaderPieces/PortalHeaderPiecesConnected");
const PortalHeaderPieces = lazy(async () => ({
  default: (await loadPortalHeaderPieces()).PortalHeaderPiecesConnected,
}));

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
export const ShellConnected = () => {
  const t = useT();
  const { pathname, hash } = useLocation();
  // Spec 000 §8 'error al recuperar el usuario': a failed user call keeps the user the session knew, and says so.
  const { account, userLoadFailed } = useHeaderAccount();
  const budgeting = usePortalStore(
    "config",
    (state) => state.flags.enableBudgeting === true || state.flags.enablePricer === true,
  );
  // Until the configuration answers, a signed-in header keeps the budget widget's place (its placeholders): the
  // widget would otherwise come with the reply and, on a desktop, push the header's tools onto a second row.
  const configPending = usePortalStore("config", (state) => state.status === "unknown" || state.status === "loading");
  const counters = usePortalStore("counters", (state) => state);
  const signedIn = account.kind !== "visitor";
  const admin = usePortalStore("user", (state) => state.user?.admin === true);
  // The prerendered home knows no hash, and hydration keeps the server's attributes: the current product link is
  // marked once mounted, so the first render matches the prerendered markup whatever hash the address carries.
  const [currentProduct, setCurrentProduct] = useState<SearchProduct | undefined>(undefined);
  useEffect(() => setCurrentProduct(currentSearchProduct(pathname, hash)), [pathname, hash]);

  // The frame follows the location only for the current product and the home's language selector: a URL change
  // within a page (a results page's filter or sort click) must not draw the header, the footer and their widgets
  // again. The pieces are memoised elements, so React skips them while only the location changed.
  const header = useMemo(
    () => (
      <Header
        account={account}
        currentProduct={currentProduct}
        counters={
          signedIn ? (
            <HeaderCountersLazy
              bookings={counters.bookings}
              alerts={counters.alerts}
              messages={counters.messages}
              notifications={counters.notifications}
            />
          ) : null
        }
        budgetWidget={
          signedIn && budgeting ? (
            <>
              <BudgetWidgetLazy count={counters.budgets} />
              <BudgetDeadlinesLinkLazy />
            </>
          ) : signedIn && configPending ? (
            <>
              <BudgetWidgetPlaceholder count={counters.budgets} />
              <BudgetDeadlinesLinkPlaceholder />
            </>
          ) : null
        }
        languageSelector={<LanguageSelectorSmallConnected />}
        currencySelector={<CurrencySelectorSmallConnected />}
        notice={userLoadFailed ? <UserLoadFailureLazy /> : null}
        admin={signedIn && admin}
      />
    ),
    [account, currentProduct, signedIn, counters, budgeting, configPending, userLoadFailed, admin],
  );
  const top = useMemo(
    () => (
      <>
        <a className={styles.skip} href="#main" id="top">
          {t("shell.skipToContent")}
        </a>
        <AfterHydration load={loadPortalHeaderPieces}>
          <PortalHeaderPieces />
        </AfterHydration>
        <ArrearsBarLazy />
      </>
    ),
    [t],
  );
  const bottom = useMemo(
    () => (
      <>
        <footer className={styles.footer}>
          <div className={styles.footerInner}>
            <NewsletterBoxLazy />
            <p className={styles.brand}>Travesía</p>
          </div>
          {/* Fixed on screen; inside the footer so it belongs to a landmark. */}
          <BackToTopConnected />
        </footer>
        <ToastsConnected />
        <AfterHydration load={loadSessionWatch}>
          <SessionWatch />
        </AfterHydration>
      </>
    ),
    [],
  );

  return (
    <SharedCurrencyProvider>
      <div className={styles.shell}>
        {top}
        {header}
        <main className={styles.main} id="main" tabIndex={-1}>
          <Outlet />
          {pathname === ROUTES.home ? (
            <div className={styles.preferences}>
              <LanguageSelectorLargeConnected />
            </div>
          ) : null}
        </main>
        {bottom}
      </div>
    </SharedCurrencyProvider>
  );
};
