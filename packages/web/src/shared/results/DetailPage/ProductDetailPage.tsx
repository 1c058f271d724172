import type { ReactNode } from "react";
import { ProductMessagePage, ProductPage } from "../ProductPage/ProductPage";
import page from "../ProductPage/ProductPage.module.css";
import styles from "./ProductDetailPage.module.css";

/** What the detail shows once the product has arrived. */
interface ProductDetailContent {
  /** The line above the name (an activity's category, a circuit's length). */
  readonly kicker: string;
  readonly name: string;
  /** The facts in a line under the name. */
  readonly facts: ReactNode;
  /** The description, the sections, the map. */
  readonly main: ReactNode;
  /** The picker that prices the choice (and what goes with it), in an aside named `sideLabel`. */
  readonly side: ReactNode;
  readonly sideLabel: string;
}

/** Props of {@link ProductDetailPage}. */
export interface ProductDetailPageProps {
  readonly status: "invalid" | "loading" | "ready" | "error";
  /** The product's words: its name (the h1 until it has arrived), a bad address, the failure and its retry. */
  readonly texts: {
    readonly product: string;
    readonly urlInvalid: string;
    readonly failed: string;
    readonly retry: string;
  };
  /** The content, or null until the product has arrived. */
  readonly content: ProductDetailContent | null;
  readonly homeHref: string;
  readonly onRetry: () => void;
}

/**
 * The detail page of a product picked from a list-results page (an activity, a circuit): the kicker, the name and
 * its facts, the main column and the picker's aside beside it on desktop; while it loads 'Buscando…', a failure
 * with a retry, and a bad address with a way home.
 */
export const ProductDetailPage = ({ status, texts, content, homeHref, onRetry }: ProductDetailPageProps) => {
  if (status === "invalid" || status === "error" || content === null)
    return (
      <ProductMessagePage
        title={texts.product}
        message={
          status === "invalid"
            ? { kind: "home", text: texts.urlInvalid, homeHref }
            : status === "error"
              ? { kind: "retry", text: texts.failed, retry: texts.retry, onRetry }
              : { kind: "waiting" }
        }
      />
    );
  return (
    <ProductPage kicker={content.kicker} title={content.name} line={content.facts}>
      <div className={`${page.columns} ${styles.layout}`}>
        <div className={styles.main}>{content.main}</div>
        <aside className={styles.side} aria-label={content.sideLabel}>
          {content.side}
        </aside>
      </div>
    </ProductPage>
  );
};

/** One list of {@link DetailIncluded}: its heading and its lines. */
interface IncludedList {
  readonly title: string;
  readonly lines: readonly string[];
}

/** What is and is not included, side by side on desktop; the section is named by the first heading (`id`). */
export const DetailIncluded = ({
  id,
  included,
  notIncluded,
}: {
  readonly id: string;
  readonly included: IncludedList;
  readonly notIncluded: IncludedList;
}) => (
  <section aria-labelledby={id} className={`${page.columns} ${styles.included}`}>
    {[included, notIncluded].map((list, index) => (
      <div key={list.title}>
        <h2 id={index === 0 ? id : undefined}>{list.title}</h2>
        <ul>
          {list.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    ))}
  </section>
);
