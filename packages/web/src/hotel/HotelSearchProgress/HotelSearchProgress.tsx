import type { ProgressiveSearchState } from "@travesia/core";
import { useProgressNow } from "@travesia/hooks";
import { useT } from "../../i18n/LanguageContext";
import styles from "./HotelSearchProgress.module.css";

/** Props of {@link HotelSearchProgress}. */
export interface HotelSearchProgressProps {
  /** Percent, 0-100 (core's progressive machine). */
  readonly progress: number;
  readonly loading: boolean;
  readonly stopped: boolean;
  readonly onStop: () => void;
  readonly onResume: () => void;
}

/**
 * The progressive search's bar (spec 001 §4: "grows 0.5% per 100 ms up to 99% then completes") with its stop and
 * resume buttons. Hidden once the search is complete.
 */
export const HotelSearchProgress = ({ progress, loading, stopped, onStop, onResume }: HotelSearchProgressProps) => {
  const t = useT();
  if (!loading && !stopped) return null;
  const value = Math.round(progress);
  return (
    <div className={styles.progress}>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={t("hotelResults.progress")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value} %`}
      >
        <div className={styles.bar} style={{ transform: `scaleX(${Math.min(100, Math.max(0, progress)) / 100})` }} />
      </div>
      <p className={styles.status} aria-live="polite">
        {stopped ? t("hotelResults.searchStopped") : t("hotel.loadingResults")}
      </p>
      {stopped ? (
        <button type="button" className={styles.button} onClick={() => onResume()}>
          {t("shell.resumeSearch")}
        </button>
      ) : (
        <button type="button" className={styles.button} onClick={() => onStop()}>
          {t("shell.stopSearch")}
        </button>
      )}
    </div>
  );
};

/**
 * {@link HotelSearchProgress} fed by the search's machine: only this part is drawn again at each 0.5 % step (every
 * 100 ms while searching), not the results page.
 */
export const HotelSearchProgressNow = ({
  run,
  ...props
}: Omit<HotelSearchProgressProps, "progress"> & { readonly run: ProgressiveSearchState }) => (
  <HotelSearchProgress progress={useProgressNow(run)} {...props} />
);
