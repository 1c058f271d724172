import type { ReactNode } from "react";
import { useT } from "../../i18n/LanguageContext";
import pageStyles from "../../shared/Page.module.css";
import styles from "./HotelDetailPage.module.css";

/** Props of {@link AccommodationDetailFrame}. */
export interface AccommodationDetailFrameProps {
  /** The name's heading's id (the caller's `useId`, which the page's sections also build on), naming the article. */
  readonly titleId: string;
  /** The hotel's or the house's name (in the prerendered stand-in, core's reply slot). */
  readonly name: string;
  /** What the header shows under the name: the facts line and the address, and the page's own actions. */
  readonly header: ReactNode;
  /** While the page loads, its loading line instead of `children`. */
  readonly loading: boolean;
  /** What a loading page shows over its loading line (the stand-in's first photos); nothing by default. */
  readonly lead?: ReactNode;
  /** The page's body under its header, once loaded. */
  readonly children?: ReactNode;
}

/**
 * A hotel's or a house's detail page as an article named by its header's name, drawn alike by the page
 * ({@link HotelDetailPage}, the house's too) and by its prerendered stand-in (`AccommodationDetailStandIn`), so that
 * the answered page draws its header in the very boxes the stand-in drew.
 */
export const AccommodationDetailFrame = ({
  titleId,
  name,
  header,
  loading,
  lead = null,
  children,
}: AccommodationDetailFrameProps) => {
  const t = useT();
  return (
    <article className={`${pageStyles.wide} ${styles.page}`} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h1 id={titleId} className={pageStyles.title}>
          {name}
        </h1>
        {header}
      </header>
      {loading ? (
        <>
          {lead}
          <p role="status" className={styles.muted}>
            {t("hotelRates.loading")}
          </p>
        </>
      ) : (
        children
      )}
    </article>
  );
};
