import type { MessageKey, VoucherStatus } from "@travesia/core";
import { useId, useState } from "react";
import { useT } from "../../i18n/LanguageContext";
import pageStyles from "../../shared/Page.module.css";
import styles from "./VoucherPage.module.css";

/** Props of the stateless {@link VoucherPage}. */
export interface VoucherPageProps {
  readonly status: VoucherStatus;
  readonly bookingReferenceId: string | null;
  /** The generated PDF's address, once ready. */
  readonly file: string | null;
  /** The booking was rebuilt from history (spec 002 §8 'Lo sentimos!' warning). */
  readonly offline: boolean;
  /** Why the print failed: 'Por el momento no puede realizar esta operación…', or a refusal of the booking. */
  readonly errorKey: MessageKey | null;
  readonly onEmail: (email: string) => void;
  readonly onRetry: () => void;
}

const REFUSALS: Partial<Record<VoucherStatus, MessageKey>> = {
  invalid: "voucher.unreadable",
  legacyFlow: "voucher.legacyFlow",
  noVoucherType: "voucher.noVoucherType",
};

/** A notice with a title, as the spec's titled warnings read ('Lo sentimos!', 'Download'). */
const Notice = ({ title, text, tone }: { title: string; text: string; tone: "warning" | "info" }) => (
  <div role={tone === "warning" ? "alert" : "status"} className={tone === "warning" ? styles.warning : styles.info}>
    <p className={styles.noticeTitle}>{title}</p>
    <p>{text}</p>
  </div>
);

/**
 * The voucher page (spec 002 §2 `/bookingAdmin/generateVoucher/{voucherType}/{bookingReferenceId}`, optional
 * `?email` for B2C): the print call's progress notice ('Espere un momento se esta generando el PDF'), the download
 * link, the offline-booking warning titled 'Lo sentimos!', the Download failure with a retry, the e-mail a B2C
 * visitor gives when the link has none, and the refusals (old flow, no voucher for the product, unreadable link).
 */
export const VoucherPage = ({
  status,
  bookingReferenceId,
  file,
  offline,
  errorKey,
  onEmail,
  onRetry,
}: VoucherPageProps) => {
  const t = useT();
  const id = useId();
  const [email, setEmail] = useState("");
  const [emailTried, setEmailTried] = useState(false);
  const refusal = REFUSALS[status];
  return (
    <section className={pageStyles.narrow} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={pageStyles.title}>
        {t("voucher.title")}
      </h1>
      {bookingReferenceId === null ? null : (
        <p className={pageStyles.muted}>{t("voucher.reference", { reference: bookingReferenceId })}</p>
      )}
      {refusal !== undefined ? (
        <p role="alert" className={pageStyles.error}>
          {t(refusal)}
        </p>
      ) : null}
      {status === "checking" || status === "printing" ? (
        <Notice tone="info" title={t("documents.downloadVoucher")} text={t("documents.pdfProgress")} />
      ) : null}
      {status === "emailRequired" ? (
        <form
          className={pageStyles.card}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setEmailTried(true);
            if (email.trim() !== "") onEmail(email);
          }}
        >
          <div className={pageStyles.field}>
            <label htmlFor={`${id}-email`}>{t("voucher.email")}</label>
            <input
              id={`${id}-email`}
              className={pageStyles.input}
              type="email"
              autoComplete="email"
              value={email}
              aria-describedby={`${id}-email-hint`}
              aria-invalid={emailTried && email.trim() === ""}
              onChange={(event) => setEmail(event.target.value)}
            />
            <span id={`${id}-email-hint`} className={`${pageStyles.muted} ${styles.hint}`}>
              {emailTried && email.trim() === "" ? t("voucher.emailRequired") : t("voucher.emailHint")}
            </span>
          </div>
          {errorKey === null ? null : (
            <p role="alert" className={pageStyles.error}>
              {t(errorKey)}
            </p>
          )}
          <div className={pageStyles.actions}>
            <button type="submit" className={pageStyles.primary}>
              {t("voucher.generate")}
            </button>
          </div>
        </form>
      ) : null}
      {status === "failed" ? (
        <div className={pageStyles.card}>
          <Notice tone="warning" title={t("documents.failureTitle")} text={t(errorKey ?? "documents.failure")} />
          <div className={pageStyles.actions}>
            <button type="button" className={pageStyles.secondary} onClick={onRetry}>
              {t("voucher.retry")}
            </button>
          </div>
        </div>
      ) : null}
      {status === "ready" && file !== null ? (
        <div className={pageStyles.card}>
          {offline ? (
            <Notice tone="warning" title={t("documents.offlineVoucherTitle")} text={t("documents.offlineVoucher")} />
          ) : null}
          <p role="status">{t("voucher.ready")}</p>
          <div className={pageStyles.actions}>
            <a className={pageStyles.primary} href={file} download>
              {t("documents.downloadVoucher")}
            </a>
          </div>
        </div>
      ) : null}
    </section>
  );
};
