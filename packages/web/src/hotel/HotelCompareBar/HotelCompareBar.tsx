import { useT } from "../../i18n/LanguageContext";
import styles from "./HotelCompareBar.module.css";

/** Props of {@link HotelCompareBar}. */
export interface HotelCompareBarProps {
  /** Hotels picked. */
  readonly count: number;
  readonly maximum: number;
  readonly full: boolean;
  /** 'Comparar hoteles': the page opens the comparison, or shows the 'Comparador' info with fewer than 2. */
  readonly onCompare: () => void;
  readonly onClear: () => void;
}

/**
 * The comparison bar of a results page (spec 001 §4): how many hotels are picked, the 4-hotel limit once reached,
 * 'Comparar hoteles' and 'Limpiar selección'. Shown once a hotel is picked, fixed at the bottom of the window.
 */
export const HotelCompareBar = ({ count, maximum, full, onCompare, onClear }: HotelCompareBarProps) => {
  const t = useT();
  if (count === 0) return null;
  return (
    <section className={styles.bar} aria-label={t("hotel.compareTitle")}>
      <p className={styles.count} aria-live="polite">
        {t("hotelCompare.selected", { count })}
        {full ? <span className={styles.limit}>{t("hotelCompare.maximum", { count: maximum })}</span> : null}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.clear} onClick={onClear}>
          {t("hotelCompare.clear")}
        </button>
        <button type="button" className={styles.go} onClick={onCompare}>
          {t("hotelCompare.go")}
        </button>
      </div>
    </section>
  );
};
