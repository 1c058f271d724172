import {
  type CancellationPolicyView,
  formatMoney,
  type PolicyPanelView,
  type PolicySectionView,
  type PolicyTimelineNode,
} from "@travesia/core";
import { useId } from "react";
import { useLanguageCode, useT } from "../../i18n/LanguageContext";
import { ServerHtml } from "../ServerHtml/ServerHtml";
import styles from "./HotelPolicyPanel.module.css";

/** Props of the stateless cancellation-policy panel (spec 001 §4 "Cancellation policy panel", §8). */
export interface HotelPolicyPanelProps {
  /** Core's `policyPanelView`: which state, and its texts for the compact or the full panel. */
  readonly view: PolicyPanelView;
  /** Core's `cancellationPolicyView` once loaded. */
  readonly policy: CancellationPolicyView | null;
  /** Compact: one line in the rate row (headline and free period); full: every section. */
  readonly compact: boolean;
  /** 'Intente nuevamente' (full panel). */
  readonly onRetry: () => void;
}

const Node = ({ node }: { readonly node: PolicyTimelineNode }) => {
  const t = useT();
  const language = useLanguageCode();
  return (
    <li className={styles.node} data-side={node.side} data-tone={node.tone} data-testid="policy-node">
      {node.labelKey === undefined ? null : <strong className={styles.nodeLabel}>{t(node.labelKey)}</strong>}
      {node.date === undefined ? null : <span className={styles.nodeDate}>{node.date}</span>}
      {node.price === undefined ? (
        node.isFirst || node.tone === "cost" ? null : (
          <span>{t("policy.typeFree")}</span>
        )
      ) : (
        <span className={styles.nodePrice}>
          <span className="visually-hidden">{t("hotelRates.cost")}: </span>
          {formatMoney(node.price, language)}
        </span>
      )}
      {node.noShow ? <small className={styles.noShow}>{t("policy.noShow")}</small> : null}
    </li>
  );
};

/** A policy's headline (G free, C with cost, NR non-refundable styled as cost), free period, timeline, comments. */
const Section = ({
  section,
  compact,
  timelineLabel,
}: {
  readonly section: PolicySectionView;
  readonly compact: boolean;
  readonly timelineLabel: string;
}) => {
  const t = useT();
  const { headline } = section;
  const serverText = headline.text?.trim() ?? "";
  return (
    <>
      <p className={styles.headline} data-tone={headline.tone} data-code={headline.code}>
        {serverText === "" ? t(headline.key) : serverText}
      </p>
      {section.freePeriodText === undefined ? null : <p className={styles.free}>{section.freePeriodText}</p>}
      {compact || section.timeline.length === 0 ? null : (
        <ol className={styles.timeline} aria-label={timelineLabel}>
          {section.timeline.map((node, index) => (
            // Nodes have no id of their own; their order is the timeline.
            // biome-ignore lint/suspicious/noArrayIndexKey: the order is the identity
            <Node key={index} node={node} />
          ))}
        </ol>
      )}
      {compact || section.comments === undefined ? null : (
        <ServerHtml className={styles.comments} html={section.comments} />
      )}
    </>
  );
};

/**
 * The cancellation-policy panel: loading ('Consultando' in compact), error (compact 'No pudimos obtener las políticas
 * de cancelación'; full 'Disculpe, no se pudieron cargar las politicas.' with 'Intente nuevamente'), loaded (type
 * headline, free-period text, timeline, comments, the modification policy with its own timeline, payment and
 * expiration dates, supplier comments sanitised, clarification). Nothing while closed.
 */
export const HotelPolicyPanel = ({ view, policy, compact, onRetry }: HotelPolicyPanelProps) => {
  const t = useT();
  const id = useId();
  if (view.panel === "closed") return null;
  if (view.panel === "loading")
    return (
      <p role="status" className={styles.loading}>
        <span className={styles.spinner} aria-hidden="true" />
        {t("policy.checking")}
      </p>
    );
  if (view.panel === "error" || policy === null)
    return (
      <p role="alert" className={styles.error}>
        {t(view.errorKey ?? (compact ? "policy.compactError" : "policy.loadError"))}{" "}
        {view.retryKey === undefined ? null : (
          <button type="button" className={styles.retry} onClick={onRetry}>
            {t(view.retryKey)}
          </button>
        )}
      </p>
    );
  if (compact)
    return (
      <div className={styles.compact}>
        <Section section={policy.cancellation} compact timelineLabel="" />
      </div>
    );
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className={styles.title}>
        {t("policy.link")}
      </p>
      <Section section={policy.cancellation} compact={false} timelineLabel={t("hotelRates.timeline")} />
      {policy.modification === undefined ? null : (
        <section className={styles.sub} aria-labelledby={`${id}-modification`}>
          <p id={`${id}-modification`} className={styles.subTitle}>
            {t("policy.modification")}
          </p>
          <Section
            section={policy.modification}
            compact={false}
            timelineLabel={`${t("policy.modification")}: ${t("hotelRates.timeline")}`}
          />
        </section>
      )}
      {policy.paymentDate === undefined ? null : <p>{t("policy.paymentDate", { date: policy.paymentDate })}</p>}
      {policy.expirationDate === undefined ? null : (
        <p>{t("policy.expirationDate", { date: policy.expirationDate })}</p>
      )}
      {policy.supplierComments.length === 0 ? null : (
        <section className={styles.sub} aria-labelledby={`${id}-supplier`}>
          <p id={`${id}-supplier`} className={styles.subTitle}>
            {t("policy.supplierComments")}
          </p>
          {policy.supplierComments.map((comment) => (
            <ServerHtml key={comment} className={styles.comments} html={comment} />
          ))}
        </section>
      )}
      {policy.clarification === undefined ? null : (
        <p className={styles.clarification}>
          <strong>{t("policy.clarification")}:</strong> {policy.clarification}
        </p>
      )}
    </section>
  );
};
