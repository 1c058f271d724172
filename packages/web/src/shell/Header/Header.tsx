import { type HeaderAccount, LOGIN_PATH, ROUTES, SEARCH_PRODUCTS, type SearchProduct } from "@travesia/core";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { useT } from "../../i18n/LanguageContext";
import { UserIcon } from "../../shared/icons";
import styles from "./Header.module.css";

/** Props of the stateless header. The widgets come in as slots so the header itself holds no state. */
export interface HeaderProps {
  /** Who the header presents (core's `headerAccount`): a visitor, a known user, or a signed-in user not yet named. */
  readonly account: HeaderAccount;
  /** The product whose link is the current page (core's `currentSearchProduct`), or none. */
  readonly currentProduct: SearchProduct | undefined;
  readonly counters: ReactNode;
  readonly budgetWidget: ReactNode;
  readonly languageSelector: ReactNode;
  readonly currencySelector: ReactNode;
  /** A notice under the bar, such as the user call's failure (spec 000 §8), or nothing. */
  readonly notice?: ReactNode;
  /** The signed-in user may enter the back office: a link to `/admin` beside logout (never drawn for anyone else). */
  readonly admin?: boolean;
}

/** The portal's header: logo, product navigation, counters, budget widget, selectors and the login or logout link. */
export const Header = ({
  account,
  currentProduct,
  counters,
  budgetWidget,
  languageSelector,
  currencySelector,
  notice = null,
  admin = false,
}: HeaderProps) => {
  const t = useT();
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link className={styles.logo} to={ROUTES.home} aria-label={t("shell.logoHome")}>
          Travesía
        </Link>
        <nav className={styles.nav} aria-label={t("shell.mainNavigation")}>
          <ul className={styles.navList}>
            {SEARCH_PRODUCTS.map((product) => (
              <li key={product.id}>
                <Link
                  className={styles.navLink}
                  to={`${ROUTES.home}#${product.pageCode}`}
                  aria-current={product.id === currentProduct ? "page" : undefined}
                >
                  {t(product.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.tools}>
          {counters}
          {budgetWidget}
          {languageSelector}
          {currencySelector}
          {account.kind === "visitor" ? (
            <Link className={styles.account} to={LOGIN_PATH} data-testid="login-link">
              <UserIcon />
              <span>{t("shell.login")}</span>
            </Link>
          ) : (
            <div className={styles.user}>
              {account.kind === "user" ? (
                <span className={styles.greeting}>{t("session.greeting", { name: account.firstName })}</span>
              ) : null}
              {admin ? (
                <Link className={styles.account} to={ROUTES.admin}>
                  {t("shell.admin")}
                </Link>
              ) : null}
              <Link className={styles.account} to={ROUTES.logout} data-testid="logout-link">
                {t("shell.logout")}
              </Link>
            </div>
          )}
        </div>
      </div>
      {notice}
    </header>
  );
};
