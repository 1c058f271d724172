import { type FindHashRestore, type HomeBoxProduct, SEARCH_PRODUCTS } from "@travesia/core";
import { useT } from "../../i18n/LanguageContext";
import styles from "./SearchBoxes.module.css";

/** Props of the home search boxes (and of their placeholder). */
export interface SearchBoxesProps {
  /** The selected tab (the page's background image follows it). */
  readonly product: HomeBoxProduct;
  readonly onProductChange: (product: HomeBoxProduct) => void;
  /**
   * A box to fill from the address's `find-…` hash (spec 000 §2, spec 001 §2; core's `findHashTarget`): its product,
   * the values the hash carries, and a key (the hash) that draws the box anew for each new hash. Null for none.
   */
  readonly restore: { readonly key: string; readonly box: FindHashRestore } | null;
}

/**
 * What the home shows while the search boxes' code loads: the same tab row and a panel of the selected box's height
 * (the panel's minimum height per product is in the shared CSS), so nothing moves when the boxes arrive. It carries
 * no Headless UI and no form logic, which keeps them out of the home route's first load. It is the product tour's
 * first anchor too (`data-tour`), so that the tour's first step, drawn with the document, stands beside it.
 */
export const SearchBoxesPlaceholder = ({ product }: SearchBoxesProps) => {
  const t = useT();
  return (
    <div className={styles.boxes} data-tour="search">
      <div className={styles.tabList}>
        {SEARCH_PRODUCTS.map((tab) => (
          <button
            key={tab.id}
            type="button"
            className={styles.tab}
            aria-disabled="true"
            data-selected={tab.id === product || undefined}
          >
            {t(tab.labelKey)}
          </button>
        ))}
      </div>
      <div className={styles.panel} data-product={product} aria-busy="true" />
    </div>
  );
};
