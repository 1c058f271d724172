import type { HotelCompareTooFew } from "@travesia/core";
import { useEffect, useRef } from "react";
import { useT } from "../../i18n/LanguageContext";
import { HotelCompareDialogLazy } from "../HotelCompareDialog/HotelCompareDialogLazy";
import styles from "./HotelCompareBar.module.css";

/** Props of {@link HotelCompareBar}. */
export interface HotelCompareBarProps {
  /** Hotels picked. */
  readonly count: number;
  readonly maximum: number;
  readonly full: boolean;
  /** 'Comparar hoteles': the page opens the comparison, or raises the 'Comparador' refusal with fewer than 2. */
  readonly onCompare: () => void;
  readonly onClear: () => void;
  /** The 'Comparador' refusal to show as a dialog (the hooks' `useHotelCompareSelection`), or null. */
  readonly refusal: Pick<HotelCompareTooFew, "titleKey" | "messageKey"> | null;
  /** Closes the 'Comparador' dialog (Escape, a click outside, 'Cerrar'). */
  readonly onDismiss: () => void;
}

/**
 * The comparison bar of a results page (spec 001 §4): how many hotels are picked, the 4-hotel limit once reached,
 * 'Comparar hoteles' and 'Limpiar selección'. Shown once a hotel is picked, fixed at the bottom of the window. With
 * fewer than 2 hotels 'Comparar hoteles' opens the 'Comparador' dialog (spec 001 §5), whose code is fetched as soon
 * as the bar appears.
 */
export const HotelCompareBar = ({
  count,
  maximum,
  full,
  onCompare,
  onClear,
  refusal,
  onDismiss,
}: HotelCompareBarProps) => {
  const t = useT();
  const shown = count > 0;
  useEffect(() => {
    if (shown) void HotelCompareDialogLazy.preload();
  }, [shown]);
  // Headless UI gives the focus back to what had it before the dialog, when its code had loaded by then; the bar
  // makes sure of it either way.
  const go = useRef<HTMLButtonElement>(null);
  const open = refusal !== null;
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) go.current?.focus();
    wasOpen.current = open;
  }, [open]);
  if (!shown && refusal === null) return null;
  return (
    <>
      {shown ? (
        <section className={styles.bar} aria-label={t("hotel.compareTitle")}>
          <p className={styles.count} aria-live="polite">
            {t("hotelCompare.selected", { count })}
            {full ? <span className={styles.limit}>{t("hotelCompare.maximum", { count: maximum })}</span> : null}
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.clear} onClick={onClear}>
              {t("hotelCompare.clear")}
            </button>
            <button type="button" ref={go} className={styles.go} onClick={onCompare}>
              {t("hotelCompare.go")}
            </button>
          </div>
        </section>
      ) : null}
      {refusal === null ? null : <HotelCompareDialogLazy refusal={refusal} onClose={onDismiss} />}
    </>
  );
};
