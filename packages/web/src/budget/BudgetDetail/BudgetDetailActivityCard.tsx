import { type ActivityBudgetItemCard, type BudgetItem, budgetItemHeading, formatMoney } from "@travesia/core";
import { useActivityT } from "../../activity/useActivityT";
import { useLanguageCode } from "../../i18n/LanguageContext";
import styles from "./BudgetDetailCard.module.css";

/** Props of the stateless {@link BudgetDetailActivityCard}: the item and core's reading of it. */
export interface BudgetDetailActivityCardProps {
  readonly item: BudgetItem;
  readonly card: ActivityBudgetItemCard;
}

// Each band's line counts its people with the card's own words ('2 niños', as the participants read).
const BAND_KEYS = {
  adult: "activity.budgetAdults",
  child: "activity.budgetChildrenCount",
  infant: "activity.budgetInfants",
} as const;

/**
 * An activity in a budget: its name, the day in the reader's language and the slot's start, the participants (the
 * children's ages too), the price by age band and the total. The cells of the budget item's row: the body, then the
 * price.
 */
export const BudgetDetailActivityCard = ({ item, card }: BudgetDetailActivityCardProps) => {
  const t = useActivityT();
  const language = useLanguageCode();
  const day = new Intl.DateTimeFormat(language, {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${card.date}T00:00:00Z`));
  const ages = new Intl.ListFormat(language, { type: "conjunction" }).format(card.children.ages.map(String));
  const party = [
    t("activity.budgetAdults", { count: card.adults }),
    ...(card.children.count === 0
      ? []
      : [
          card.children.ages.length === card.children.count
            ? t("activity.budgetChildren", { count: card.children.count, ages })
            : t("activity.budgetChildrenCount", { count: card.children.count }),
        ]),
    ...(card.infants === 0 ? [] : [t("activity.budgetInfants", { count: card.infants })]),
  ].join(", ");
  return (
    <>
      <div className={styles.body}>
        <p className={styles.name}>{card.name ?? budgetItemHeading(item).name ?? card.activityId}</p>
        <ul className={styles.facts}>
          <li>
            <time dateTime={`${card.date}T${card.time}`}>
              {t("activity.budgetWhen", { date: day, time: card.time })}
            </time>
          </li>
          <li>{party}</li>
        </ul>
      </div>
      <div className={styles.price}>
        {card.lines?.map((line) => (
          <p key={line.band} className={styles.unit}>
            {t(BAND_KEYS[line.band], { count: line.count })} × {formatMoney(line.unit, language)}
          </p>
        ))}
        {card.total === null ? null : (
          <p className={styles.total}>
            <span className="visually-hidden">{t("budget.itemPrice")}: </span>
            {formatMoney(card.total, language)}
          </p>
        )}
      </div>
    </>
  );
};
