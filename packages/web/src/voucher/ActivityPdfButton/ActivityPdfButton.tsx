import type { BudgetItemPdfProduct } from "@travesia/core";
import { useT } from "../../i18n/LanguageContext";
import pageStyles from "../../shared/Page.module.css";
import styles from "./ActivityPdfButton.module.css";

/** Props of the stateless {@link ActivityPdfButton}: the PDF call's state (hooks' `useActivityPdf`). */
export interface ActivityPdfButtonProps {
  readonly status: "idle" | "generating" | "ready" | "failed";
  readonly file: string | null;
  /** The activity's name (or the transfer's, the circuit's), so each item's button says which PDF it makes. */
  readonly activityName: string;
  /** Whose PDF it is (its button's text); an activity's when absent. */
  readonly product?: BudgetItemPdfProduct;
  readonly onGenerate: () => void;
}

const LABEL_KEYS = {
  activity: "voucher.activityPdf",
  transfer: "voucher.transferPdf",
  circuit: "voucher.circuitPdf",
} as const satisfies Readonly<Record<BudgetItemPdfProduct, string>>;

/**
 * An activity's PDF (spec 002 §7 `POST /activities/pdf`): the button, the progress notice while the PDF is generated
 * ('Espere un momento se esta generando el PDF'), then its download link; a failure shows 'Por el momento no puede
 * realizar esta operación intente más tarde!' titled 'Download' (§8), and the button tries again. A budget's transfer
 * and circuit (ours: `POST /transfers/pdf`, `POST /circuits/pdf`) use the same button with their own text.
 */
export const ActivityPdfButton = ({
  status,
  file,
  activityName,
  product = "activity",
  onGenerate,
}: ActivityPdfButtonProps) => {
  const t = useT();
  const label = t(LABEL_KEYS[product]);
  return (
    <div className={styles.pdf}>
      <button
        type="button"
        className={pageStyles.secondary}
        disabled={status === "generating"}
        aria-label={`${label}: ${activityName}`}
        onClick={onGenerate}
      >
        {label}
      </button>
      {status === "generating" ? <p role="status">{t("documents.pdfProgress")}</p> : null}
      {status === "ready" && file !== null ? (
        <a
          className={pageStyles.primary}
          href={file}
          download
          aria-label={`${t("voucher.downloadPdf")}: ${activityName}`}
        >
          {t("voucher.downloadPdf")}
        </a>
      ) : null}
      {status === "failed" ? (
        <div role="alert" className={styles.failure}>
          <p className={styles.title}>{t("documents.failureTitle")}</p>
          <p>{t("documents.failure")}</p>
        </div>
      ) : null}
    </div>
  );
};
