import type { PaginationView } from "@travesia/core";
import { useT } from "../../../i18n/LanguageContext";
import styles from "./Pager.module.css";

/** Props of {@link Pager}. */
export interface PagerProps {
  /** Core's `paginationView`. */
  readonly pagination: PaginationView;
  readonly onPage: (page: number) => void;
}

/**
 * The pager of every paged list (spec 001 §2): 'Volver' (disabled on page 1), a window of 10 page buttons with first and last,
 * 'Siguiente' (disabled on the last page); hidden when there are no pages.
 */
export const Pager = ({ pagination, onPage }: PagerProps) => {
  const t = useT();
  if (!pagination.visible) return null;
  const { pages, currentPage, firstPage, lastPage, previousPage, nextPage } = pagination;
  const pageButton = (page: number, label?: string) => (
    <button
      key={`${label ?? ""}${page}`}
      type="button"
      className={page === currentPage && label === undefined ? styles.current : styles.page}
      aria-current={page === currentPage && label === undefined ? "page" : undefined}
      aria-label={label ?? t("shell.pageNumber", { page })}
      onClick={() => onPage(page)}
    >
      {label ?? page}
    </button>
  );
  return (
    <nav className={styles.pager} aria-label={t("shell.pagination")}>
      <button
        type="button"
        className={styles.step}
        disabled={previousPage === null}
        onClick={() => previousPage !== null && onPage(previousPage)}
      >
        {t("shell.back")}
      </button>
      <div className={styles.pages}>
        {pages[0] === firstPage ? null : pageButton(firstPage, t("shell.firstPage"))}
        {pages.map((page) => pageButton(page))}
        {pages.at(-1) === lastPage ? null : pageButton(lastPage, t("shell.lastPage"))}
      </div>
      <button
        type="button"
        className={styles.step}
        disabled={nextPage === null}
        onClick={() => nextPage !== null && onPage(nextPage)}
      >
        {t("shell.next")}
      </button>
    </nav>
  );
};
