import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import type { HotelShareEmailField, ShareEmailFormValues, ValidationIssue } from "@travesia/core";
import { useId } from "react";
import { useT } from "../../i18n/LanguageContext";
import { FieldError } from "../../shared/FieldError/FieldError";
import pageStyles from "../../shared/Page.module.css";
import { fieldIssues, invalidProps } from "../../shared/searchForm/fieldIssues";
import styles from "./HotelShareDialog.module.css";

/** Props of the stateless {@link HotelShareDialog} (the hooks' `useHotelShareEmail`). */
export interface HotelShareDialogProps {
  readonly hotelName: string;
  readonly status: "editing" | "sending" | "sent" | "failed";
  readonly values: ShareEmailFormValues;
  readonly issues: readonly ValidationIssue[];
  readonly onEdit: (field: HotelShareEmailField, value: string) => void;
  /** Switches between the plain mail and the one with the hotel's PDF; null when the portal offers no PDF mail. */
  readonly onVariant: ((withPdf: boolean) => void) | null;
  readonly onSubmit: () => void;
  readonly onClose: () => void;
}

const FIELDS: readonly { field: HotelShareEmailField; key: "share.from" | "share.to" | "share.subject" }[] = [
  { field: "from", key: "share.from" },
  { field: "to", key: "share.to" },
  { field: "subject", key: "share.subject" },
];

/**
 * Share a hotel by e-mail (spec 001 §2, §3, §5, §8): a Headless UI dialog with from, to, subject and message, and
 * the choice of attaching the hotel's PDF. From and to are of e-mail type, required only with the PDF ('Campo
 * requerido', under the field); 'Se ha enviado tu correo.' or 'No se ha enviado tu correo' once the call answers.
 */
export const HotelShareDialog = (props: HotelShareDialogProps) => {
  const t = useT();
  const id = useId();
  const { values, issues, status } = props;
  return (
    <Dialog open onClose={props.onClose} className={styles.root}>
      <DialogBackdrop className={styles.backdrop} />
      <div className={styles.frame}>
        <DialogPanel className={styles.panel}>
          <DialogTitle as="h2" className={styles.title}>
            {t("hotelShare.dialogTitle", { hotel: props.hotelName })}
          </DialogTitle>
          <form
            className={styles.form}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              props.onSubmit();
            }}
          >
            {props.onVariant === null ? null : (
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={values.withPdf}
                  onChange={(event) => props.onVariant?.(event.target.checked)}
                />
                {t("hotelShare.withPdf")}
              </label>
            )}
            {FIELDS.map(({ field, key }) => {
              const fieldId = `${id}-${field}`;
              const own = fieldIssues(issues, [field]);
              const address = field !== "subject";
              return (
                <div key={field} className={pageStyles.field}>
                  <label htmlFor={fieldId}>{t(key)}</label>
                  <input
                    id={fieldId}
                    className={pageStyles.input}
                    type={address ? "email" : "text"}
                    autoComplete={field === "from" ? "email" : "off"}
                    aria-required={address && values.withPdf ? true : undefined}
                    value={values[field]}
                    onChange={(event) => props.onEdit(field, event.target.value)}
                    {...invalidProps(fieldId, own)}
                  />
                  <FieldError fieldId={fieldId} issues={own} />
                </div>
              );
            })}
            <div className={pageStyles.field}>
              <label htmlFor={`${id}-body`}>{t("share.body")}</label>
              <textarea
                id={`${id}-body`}
                className={`${pageStyles.input} ${styles.body}`}
                rows={4}
                value={values.body}
                onChange={(event) => props.onEdit("body", event.target.value)}
              />
            </div>
            {status === "sent" ? (
              <p role="status" className={styles.sent}>
                {t("share.sent")}
              </p>
            ) : null}
            {status === "failed" ? (
              <p role="alert" className={styles.failed}>
                {t("share.notSent")}
              </p>
            ) : null}
            <div className={pageStyles.actions}>
              <button type="submit" className={pageStyles.primary} disabled={status === "sending"}>
                {status === "sending" ? t("hotelShare.sending") : t("share.send")}
              </button>
              <button type="button" className={pageStyles.secondary} onClick={props.onClose}>
                {t("hotelShare.close")}
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
};
