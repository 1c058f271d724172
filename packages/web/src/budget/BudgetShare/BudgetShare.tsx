import type { BudgetShareLink } from "@travesia/core";
import { useId, useState } from "react";
import { type Translate, useLanguageCode, useT } from "../../i18n/LanguageContext";
import pageStyles from "../../shared/Page.module.css";
import styles from "./BudgetShare.module.css";

/** Props of the budget's "send to the customer" section: the link as the server keeps it and the agent's verbs. */
export interface BudgetShareProps {
  readonly status: "loading" | "ready" | "busy" | "error";
  readonly link: BudgetShareLink | null;
  /** The customer's view's full address, when there is a link. */
  readonly url: string | null;
  /** The WhatsApp link carrying the message with the address, when there is a link. */
  readonly whatsAppUrl: string | null;
  readonly emailedTo: string | null;
  readonly errorKey: string | null;
  readonly onCreate: () => void;
  readonly onRevoke: () => void;
  readonly onEmail: (to: string) => void;
  /** Copies the address; resolves whether it went to the clipboard. */
  readonly onCopy: (url: string) => Promise<boolean>;
}

const instant = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

const stateText = (t: Translate, link: BudgetShareLink, language: string) =>
  link.state === "revoked" && link.revokedAt !== null
    ? t("budget.shareStateRevoked", { date: instant(link.revokedAt, language) })
    : link.state === "expired"
      ? t("budget.shareStateExpired", { date: instant(link.expiresAt, language) })
      : t("budget.shareStateActive", { date: instant(link.expiresAt, language) });

/** Creates the customer's link, copies it, sends it by e-mail or WhatsApp, says whether it was opened, revokes it. */
export const BudgetShare = ({
  status,
  link,
  url,
  whatsAppUrl,
  emailedTo,
  errorKey,
  onCreate,
  onRevoke,
  onEmail,
  onCopy,
}: BudgetShareProps) => {
  const t = useT();
  const language = useLanguageCode();
  const id = useId();
  const [to, setTo] = useState("");
  const [copied, setCopied] = useState(false);
  const busy = status === "busy" || status === "loading";
  const active = link !== null && link.state === "active" && url !== null;
  const notice =
    errorKey !== null
      ? t(errorKey)
      : copied
        ? t("budget.shareCopied")
        : emailedTo !== null
          ? t("budget.shareEmailSent", { to: emailedTo })
          : "";
  return (
    <section
      className={`${pageStyles.card} ${styles.share}`}
      aria-labelledby={`${id}-title`}
      data-testid="budget-share"
    >
      <h2 id={`${id}-title`} className={styles.title}>
        {t("budget.shareTitle")}
      </h2>
      {link === null ? null : (
        <p className={styles.state} data-testid="share-state">
          {stateText(t, link, language)}
          {" · "}
          {link.openedAt === null
            ? t("budget.shareNotOpened")
            : t("budget.shareOpened", { date: instant(link.openedAt, language), count: link.openCount })}
        </p>
      )}
      {active ? (
        <>
          <label className={styles.field}>
            <span>{t("budget.shareLinkLabel")}</span>
            <input className={pageStyles.input} readOnly value={url} onFocus={(event) => event.target.select()} />
          </label>
          <div className={pageStyles.actions}>
            <button type="button" className={pageStyles.secondary} onClick={async () => setCopied(await onCopy(url))}>
              {t("budget.shareCopy")}
            </button>
            {whatsAppUrl === null ? null : (
              <a className={pageStyles.secondary} href={whatsAppUrl} target="_blank" rel="noopener noreferrer">
                {t("budget.shareWhatsApp")}
              </a>
            )}
            <button type="button" className={pageStyles.secondary} disabled={busy} onClick={onRevoke}>
              {t("budget.shareRevoke")}
            </button>
          </div>
          <form
            className={styles.email}
            onSubmit={(event) => {
              event.preventDefault();
              setCopied(false);
              onEmail(to);
            }}
          >
            <label className={styles.field}>
              <span>{t("budget.shareEmailLabel")}</span>
              <input
                className={pageStyles.input}
                type="email"
                required
                autoComplete="off"
                value={to}
                onChange={(event) => setTo(event.target.value)}
              />
            </label>
            <button type="submit" className={pageStyles.primary} disabled={busy}>
              {t("budget.shareEmailSend")}
            </button>
          </form>
        </>
      ) : null}
      <div className={pageStyles.actions}>
        <button
          type="button"
          className={active ? pageStyles.secondary : pageStyles.primary}
          disabled={busy}
          onClick={onCreate}
        >
          {link === null ? t("budget.shareCreate") : t("budget.shareRecreate")}
        </button>
      </div>
      <p role="status" className={errorKey === null ? styles.notice : pageStyles.error}>
        {notice}
      </p>
    </section>
  );
};
