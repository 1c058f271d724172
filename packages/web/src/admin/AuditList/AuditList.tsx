import { type AdminAuditEntry, auditFieldText, auditTargetText, auditValueText } from "@travesia/core";
import type { AdminUndoOutcome } from "@travesia/hooks";
import { useId } from "react";
import { useLanguageCode } from "../../i18n/LanguageContext";
import page from "../../shared/Page.module.css";
import styles from "../Admin.module.css";
import { useAdminT } from "../adminText";
import { AuditValue, useAuditText } from "./AuditText";

/** Props of the stateless change log. */
export interface AuditListProps {
  readonly entries: readonly AdminAuditEntry[];
  /** The entry whose undo is in flight, if any. */
  readonly undoing: string | null;
  readonly outcome: AdminUndoOutcome | null;
  readonly onUndo: (entryId: string) => void;
}

/**
 * The change log, newest first: who, when, what (portal, hotel or list, and field), before and after as a person
 * reads them (core's `auditValueText`: a description's words, "5 estrellas", a POI's name, an image's thumbnail), and
 * an undo button on each change not undone yet; the outcome of the last undo is announced.
 */
export const AuditList = ({ entries, undoing, outcome, onUndo }: AuditListProps) => {
  const t = useAdminT();
  const read = useAuditText(t);
  const language = useLanguageCode();
  const id = useId();
  const when = new Intl.DateTimeFormat(language, { dateStyle: "short", timeStyle: "short" });
  return (
    <section className={styles.content} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {t("admin.module.audit")}
      </h2>
      <p role="status" className={outcome?.ok === false ? styles.issue : styles.status}>
        {outcome === null ? "" : (outcome.serverMessage ?? t(outcome.key))}
      </p>
      {entries.length === 0 ? (
        <p className={page.muted}>{t("admin.audit.empty")}</p>
      ) : (
        <ol className={styles.list}>
          {entries.map((entry) => {
            const what = t("admin.audit.target", {
              portal: read(auditTargetText(entry)),
              field: read(auditFieldText(entry)),
            });
            const [before, after] = [auditValueText(entry, entry.before), auditValueText(entry, entry.after)];
            return (
              <li key={entry.id} className={styles.row} data-testid="audit-entry">
                <dl className={styles.entry}>
                  <dt>{t("admin.audit.what")}</dt>
                  <dd>
                    {what}
                    {entry.undoOf === null ? null : ` · ${t("admin.audit.undoOf", { id: entry.undoOf })}`}
                  </dd>
                  <dt>{t("admin.audit.before")}</dt>
                  <dd>
                    <AuditValue shown={before} text={read(before)} />
                  </dd>
                  <dt>{t("admin.audit.after")}</dt>
                  <dd>
                    <AuditValue shown={after} text={read(after)} />
                  </dd>
                  <dt>{t("admin.audit.who")}</dt>
                  <dd>{entry.who}</dd>
                  <dt>{t("admin.audit.when")}</dt>
                  <dd>
                    <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
                  </dd>
                </dl>
                {entry.undoneBy === null ? (
                  <button
                    type="button"
                    className={page.secondary}
                    disabled={undoing !== null}
                    aria-label={t("admin.audit.undoLabel", { what })}
                    onClick={() => onUndo(entry.id)}
                  >
                    {t("admin.audit.undo")}
                  </button>
                ) : (
                  <span className={styles.badge}>{t("admin.audit.undone")}</span>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
};
