import { LOGIN_PATH } from "@travesia/core";
import type { ReactNode } from "react";
import { Link, NavLink } from "react-router-dom";
import { useT } from "../i18n/LanguageContext";
import styles from "./Header.module.css";
import { UserIcon } from "./icons";

/** The products of the home page's search boxes, in the header's order; each links to its box on home. */
const PRODUCT_LINKS = [
  { hash: "hotels", key: "shell.productHotels" },
  { hash: "houses", key: "shell.productHouses" },
  { hash: "flights", key: "shell.productFlights" },
  { hash: "flightsHotels", key: "shell.productFlightHotel" },
  { hash: "bundles", key: "shell.productBundles" },
] as const;

/** Props of the stateless header. The widgets come in as slots so the header itself holds no state. */
export interface HeaderViewProps {
  /** The signed-in user's first name, or null for a visitor. */
  readonly userName: string | null;
  readonly counters: ReactNode;
  readonly budgetWidget: ReactNode;
  readonly languageSelector: ReactNode;
  readonly currencySelector: ReactNode;
}

/** The portal's header: logo, product navigation, counters, budget widget, selectors and the login or logout link. */
export const HeaderView = ({
  userName,
  counters,
  budgetWidget,
  languageSelector,
  currencySelector,
}: HeaderViewProps) => {
  const t = useT();
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link className={styles.logo} to="/" aria-label={t("shell.logoHome")}>
          Travesía
        </Link>
        <nav className={styles.nav} aria-label={t("shell.mainNavigation")}>
          <ul className={styles.navList}>
            {PRODUCT_LINKS.map((product) => (
              <li key={product.hash}>
                <NavLink className={styles.navLink} to={`/#${product.hash}`}>
                  {t(product.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.tools}>
          {counters}
          {budgetWidget}
          {languageSelector}
          {currencySelector}
          {userName === null ? (
            <Link className={styles.account} to={LOGIN_PATH} data-testid="login-link">
              <UserIcon />
              <span>{t("shell.login")}</span>
            </Link>
          ) : (
            <div className={styles.user}>
              <span className={styles.greeting}>{t("session.greeting", { name: userName })}</span>
              <Link className={styles.account} to="/logout" data-testid="logout-link">
                {t("shell.logout")}
              </Link>
            </div>
          )}
        </div>
      </div>
    </header>
  );
};
