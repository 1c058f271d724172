import { useId } from "react";
import { useT } from "../../i18n/LanguageContext";
import styles from "../HotelShareBar/HotelShareBar.module.css";
import own from "./HotelMultiPdf.module.css";

/** Props of the stateless {@link HotelMultiPdf}. */
export interface HotelMultiPdfProps {
  /** Hotels chosen with each card's 'Elegir para el PDF'. */
  readonly count: number;
  /** The multi-hotel PDF call's state (hooks' `useHotelMultiPdf`) and the file once generated. */
  readonly status: "idle" | "generating" | "ready" | "failed";
  readonly file: string | null;
  readonly onPrint: () => void;
  readonly onClear: () => void;
}

/**
 * The multi-hotel PDF of the results page (spec 001 §7 `POST /hotel/pdf/multi`): how many hotels are chosen, the
 * print button (from one hotel), 'Espere un momento se esta generando el PDF' while it is generated, then the
 * download link, or the Download failure (§8).
 */
export const HotelMultiPdf = ({ count, status, file, onPrint, onClear }: HotelMultiPdfProps) => {
  const t = useT();
  const id = useId();
  return (
    <section className={own.box} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={own.title}>
        {t("hotelShare.multiTitle")}
      </h2>
      {count === 0 ? <p className={styles.note}>{t("hotelShare.multiHint")}</p> : null}
      <div className={styles.row}>
        <button
          type="button"
          className={styles.action}
          disabled={count === 0 || status === "generating"}
          onClick={onPrint}
        >
          {t("hotelShare.multiPrint", { count })}
        </button>
        {count === 0 ? null : (
          <button type="button" className={own.clear} onClick={onClear}>
            {t("hotelShare.multiClear")}
          </button>
        )}
      </div>
      {status === "generating" ? (
        <p role="status" className={styles.note}>
          {t("documents.pdfProgress")}
        </p>
      ) : null}
      {status === "ready" && file !== null ? (
        <a className={styles.download} href={file} download>
          {t("hotelShare.multiDownload")}
        </a>
      ) : null}
      {status === "failed" ? (
        <div role="alert" className={styles.failure}>
          <p className={styles.failureTitle}>{t("documents.failureTitle")}</p>
          <p>{t("documents.failure")}</p>
        </div>
      ) : null}
    </section>
  );
};
