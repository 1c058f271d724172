import { isLoginUrl, LOGIN_PATH } from "@travesia/core";
import {
  TOAST_DURATIONS_MS,
  useCrossTabSession,
  usePortalConfig,
  usePortalStore,
  usePortalWorld,
  useSessionStatus,
  useToasts,
  useUser,
} from "@travesia/hooks";
import { useEffect } from "react";
import { Outlet, useLocation, useNavigate } from "react-router-dom";
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
import { SessionExpiredOverlay } from "./SessionExpiredOverlay";
import { SharedCurrencyProvider } from "./SharedCurrency";
import styles from "./Shell.module.css";
import { Toasts } from "./Toasts";

/**
 * Session rules of the whole page: asks the server again when the tab comes back (so an expired session shows its
 * overlay at once, not at the next poll), and follows the other tabs (spec 000 §4: "a stored 'user is logged'
 * flag of false in another tab forces logout; true on B2B login and agency-creation pages redirects home").
 * Decision: /login/ is the agencies' login page (B2C visitors browse without one), so it follows the B2B rule; a
 * stale flag never traps anyone there, as home is only chosen once the user call confirms the session.
 */
const useShellSession = () => {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const world = usePortalWorld();
  const user = useUser();
  const session = useSessionStatus();
  const toasts = useToasts();
  const crossTab = useCrossTabSession(isLoginUrl(pathname) ? "b2bLogin" : "other");

  const { refresh } = session.actions;
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === "visible") void refresh();
    };
    window.addEventListener("focus", onVisible);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.removeEventListener("focus", onVisible);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [refresh]);

  const { acknowledge } = crossTab.actions;
  const { reload } = user.actions;
  const { push } = toasts.actions;
  useEffect(() => {
    if (crossTab.status === "logout") {
      acknowledge();
      push({ level: "info", key: "session.loggedOutElsewhere", durationMs: TOAST_DURATIONS_MS.warning });
      navigate(LOGIN_PATH);
    } else if (crossTab.status === "redirectHome") {
      acknowledge();
      void reload().then(() => {
        if (world.stores.user.getState().status === "signedIn") navigate("/");
      });
    }
  }, [crossTab.status, acknowledge, push, navigate, reload, world]);

  return { user, expired: session.status === "expired" };
};

/**
 * The page frame around every route: header (logo, product navigation, counters, budget widget, small language and
 * currency selectors, login or logout), the B2B maintenance banner and freeze blocker, the arrears bar, the routed
 * page, the large language selector on home, the footer with the newsletter box, back-to-top, the chat popup, the
 * toasts and the session-expired overlay.
 */
export const Shell = () => {
  const t = useT();
  const { pathname } = useLocation();
  const { user, expired } = useShellSession();
  const config = usePortalConfig();
  const budgets = usePortalStore("counters", (state) => state.budgets);
  const signedIn = user.status === "signedIn" && user.data.user !== null;
  const budgeting = config.data.flags.enableBudgeting === true || config.data.flags.enablePricer === true;

  return (
    <SharedCurrencyProvider>
      <div className={styles.shell}>
        <a className={styles.skip} href="#main" id="top">
          {t("shell.skipToContent")}
        </a>
        <ArrearsBar />
        <HeaderView
          userName={signedIn ? (user.data.user?.firstName ?? "") : null}
          counters={signedIn ? <HeaderCounters /> : null}
          budgetWidget={signedIn && budgeting ? <BudgetWidget count={budgets} /> : null}
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
        </footer>
        <BackToTop />
        <Toasts />
        {expired ? <SessionExpiredOverlay /> : null}
      </div>
    </SharedCurrencyProvider>
  );
};
