import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { useT } from "../../../i18n/LanguageContext";
import pageStyles from "../../Page.module.css";
import styles from "./ProductPage.module.css";

/** Props of {@link ProductPage}. */
export interface ProductPageProps {
  readonly title: string;
  /** A short line above the title (an activity's category, a circuit's length). */
  readonly kicker?: string;
  /** The search or the facts in a line under the title; empty or absent draws nothing. */
  readonly line?: ReactNode;
  readonly busy?: boolean;
  readonly children: ReactNode;
}

/** The frame of a product's results and detail pages: the column, the optional kicker, the h1 and the line under it. */
export const ProductPage = ({ title, kicker, line, busy = false, children }: ProductPageProps) => (
  <div className={styles.page} aria-busy={busy}>
    {kicker === undefined ? null : <p className={styles.kicker}>{kicker}</p>}
    <h1 className={styles.title}>{title}</h1>
    {line === undefined || line === "" ? null : <p className={styles.line}>{line}</p>}
    {children}
  </div>
);

/** What a page says instead of its content: a wait, a dead end with a way home, or a failure with a retry. */
export type ProductPageMessage =
  | { readonly kind: "waiting" }
  | { readonly kind: "home"; readonly text: string; readonly homeHref: string }
  | { readonly kind: "retry"; readonly text: string; readonly retry: string; readonly onRetry: () => void };

/** The failure notice with its retry button (a results page's and a detail page's). */
export const RetryNotice = ({ text, retry, onRetry }: Omit<ProductPageMessage & { kind: "retry" }, "kind">) => (
  <div role="alert" className={styles.notice}>
    <p>{text}</p>
    <button type="button" className={pageStyles.primary} onClick={onRetry}>
      {retry}
    </button>
  </div>
);

/** A notice that is no alert: the empty list, the list the filters emptied (with its action). */
export const StatusNotice = ({ children }: { readonly children: ReactNode }) => (
  <div role="status" className={styles.notice}>
    {children}
  </div>
);

/**
 * A product page that only speaks: while the search or the user record loads ('Buscando…'), a bad address or a
 * product not offered (the alert and 'Ir al inicio'), a failure (the alert and its retry).
 */
export const ProductMessagePage = ({
  title,
  message,
}: {
  readonly title: string;
  readonly message: ProductPageMessage;
}) => {
  const t = useT();
  return (
    <ProductPage title={title} busy={message.kind === "waiting"}>
      {message.kind === "waiting" ? (
        <p role="status">{t("select.searching")}</p>
      ) : message.kind === "retry" ? (
        <RetryNotice {...message} />
      ) : (
        <>
          <p role="alert">{message.text}</p>
          <Link to={message.homeHref}>{t("shell.goHome")}</Link>
        </>
      )}
    </ProductPage>
  );
};
