import {
  type BudgetItem,
  budgetItemLabel,
  type CalendarDate,
  type CancellationStep,
  type CancellationTimeline,
  type CancellationTotal,
  formatCardDate,
  formatMoney,
  formatNumber,
  formatSummaryDate,
  type ItemPenalty,
  itemFreeUntil,
  productLabelKey,
} from "@travesia/core";
import { useId, useState } from "react";
import { type Translate, useLanguageCode, useT } from "../../i18n/LanguageContext";
import styles from "./BudgetCancellationTimeline.module.css";

/** Props of the whole trip's cancellation timeline: core's timeline and the budget's items (their names). */
export interface BudgetCancellationTimelineProps {
  readonly timeline: CancellationTimeline;
  readonly items: readonly BudgetItem[];
}

type Tone = "free" | "cost" | "unknown";

const toneOf = (total: CancellationTotal): Tone =>
  total.unknownItems > 0 ? "unknown" : total.known.minor === 0 ? "free" : "cost";

const penaltyText = (
  t: Translate,
  language: ReturnType<typeof useLanguageCode>,
  penalty: ItemPenalty,
  currency: string,
  freeUntil: CalendarDate | null,
) => {
  if (penalty._tag === "Known" && penalty.amount.minor === 0)
    return freeUntil === null
      ? t("budget.timelineFree")
      : t("policy.freeUntil", { date: formatSummaryDate(freeUntil, language) });
  if (penalty._tag === "Known") return formatMoney(penalty.amount, language);
  if (penalty.reason === "noConversion") return t("budget.timelineNoConversion", { currency });
  return t(penalty.reason === "noPolicy" ? "budget.timelineNoPolicy" : "budget.timelineBadPolicy");
};

const totalText = (t: Translate, language: ReturnType<typeof useLanguageCode>, total: CancellationTotal) => {
  if (total.unknownItems > 0) return t("budget.timelineAtLeast", { amount: formatMoney(total.known, language) });
  return total.known.minor === 0 ? t("budget.timelineFree") : formatMoney(total.known, language);
};

const stepLabel = (
  t: Translate,
  language: ReturnType<typeof useLanguageCode>,
  step: CancellationStep,
  today: CalendarDate,
) =>
  step.day.date === today
    ? t("budget.timelineToday")
    : t("budget.timelineFrom", { date: formatSummaryDate(step.day.date, language) });

/** One step's per-item breakdown, as a table: each item's cost that day (a free one until when), then the total. */
const Breakdown = ({
  id,
  step,
  timeline,
  items,
}: {
  readonly id: string;
  readonly step: CancellationStep;
  readonly timeline: CancellationTimeline;
  readonly items: readonly BudgetItem[];
}) => {
  const t = useT();
  const language = useLanguageCode();
  const { day } = step;
  return (
    <div id={id} className={styles.breakdown} aria-live="polite" data-testid="timeline-breakdown">
      <table className={styles.table}>
        <caption className={styles.caption}>
          {t("budget.timelineBreakdownAt", { date: formatCardDate(day.date) })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t("budget.timelineService")}</th>
            <th scope="col" className={styles.amount}>
              {t("budget.timelineCost")}
            </th>
          </tr>
        </thead>
        <tbody>
          {day.items.map((share, index) => {
            const item = items[index];
            const key = item === undefined ? undefined : productLabelKey(item.product);
            const freeUntil = item === undefined ? null : itemFreeUntil(item, day.date);
            return (
              <tr
                key={share.itemId}
                className={step.changedItemIds.includes(share.itemId) ? styles.changed : undefined}
              >
                <th scope="row" className={styles.service}>
                  <span className={styles.product}>{key === undefined ? item?.product : t(key)}</span>
                  <span>{item === undefined ? share.itemId : budgetItemLabel(item, language)}</span>
                </th>
                <td
                  className={
                    share.penalty._tag === "Unknown"
                      ? styles.unknownCell
                      : freeUntil === null
                        ? styles.amount
                        : styles.freeUntil
                  }
                >
                  {penaltyText(t, language, share.penalty, timeline.currency, freeUntil)}
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t("budget.timelineTotal")}</th>
            <td className={styles.amount}>
              {totalText(t, language, day.total)}
              {day.total.unknownItems > 0 ? (
                <span className={styles.unknownNote}>
                  {t("budget.timelineUnknownItems", { count: day.total.unknownItems })}
                </span>
              ) : null}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
};

/**
 * What cancelling the whole trip costs from today to its start: the days on which the cost changes, each with its
 * total, as buttons (hover, focus or press one to see its per-item breakdown, a table); unknown costs say so.
 */
export const BudgetCancellationTimeline = ({ timeline, items }: BudgetCancellationTimelineProps) => {
  const t = useT();
  const language = useLanguageCode();
  const id = useId();
  const [selected, setSelected] = useState(0);
  const step = timeline.steps[Math.min(selected, timeline.steps.length - 1)];
  return (
    <section className={styles.timeline} aria-labelledby={`${id}-title`} data-testid="cancellation-timeline">
      <h2 id={`${id}-title`} className={styles.title}>
        {t("budget.timelineTitle")}
      </h2>
      {items.length === 0 || step === undefined ? (
        <p className={styles.muted}>{t("budget.timelineEmpty")}</p>
      ) : (
        <>
          <p className={styles.muted}>{t("budget.timelineIntro", { date: formatCardDate(timeline.tripStart) })}</p>
          <ol className={styles.steps} aria-label={t("budget.timelineSteps")}>
            {timeline.steps.map((candidate, index) => {
              const tone = toneOf(candidate.day.total);
              const show = () => setSelected(index);
              return (
                <li key={candidate.day.date} className={styles.stepItem}>
                  <button
                    type="button"
                    className={`${styles.step} ${styles[tone]}`}
                    aria-pressed={index === selected}
                    aria-controls={`${id}-breakdown`}
                    onFocus={show}
                    onMouseEnter={show}
                    onClick={show}
                    data-testid="timeline-step"
                  >
                    <span className={styles.dot} aria-hidden="true" />
                    <time dateTime={candidate.day.date} className={styles.stepDate}>
                      {stepLabel(t, language, candidate, timeline.today)}
                    </time>
                    <span className={styles.stepTotal}>{totalText(t, language, candidate.day.total)}</span>
                  </button>
                </li>
              );
            })}
          </ol>
          {step === undefined ? null : (
            <Breakdown id={`${id}-breakdown`} step={step} timeline={timeline} items={items} />
          )}
          {timeline.conversions.map((conversion) => (
            <p key={`${conversion.from}-${conversion.to}-${conversion.name}`} className={styles.muted}>
              {t("budget.timelineConversion", { ...conversion, rate: formatNumber(conversion.rate, language, 6) })}
            </p>
          ))}
        </>
      )}
    </section>
  );
};
