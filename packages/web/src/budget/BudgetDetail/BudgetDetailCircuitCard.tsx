import {
  type BudgetItem,
  type CircuitBudgetItemCard,
  circuitCodeKey,
  formatMoney,
  formatSummaryDate,
} from "@travesia/core";
import { useCircuitT } from "../../circuit/useCircuitT";
import { useLanguageCode } from "../../i18n/LanguageContext";
import styles from "./BudgetDetailCard.module.css";

/** Props of the stateless {@link BudgetDetailCircuitCard}: the item and core's reading of it. */
export interface BudgetDetailCircuitCardProps {
  readonly item: BudgetItem;
  readonly card: CircuitBudgetItemCard;
}

/**
 * A circuit in a budget: its name, the departure day, each room's type, the travellers and the total. The cells of
 * the budget item's row: the body, then the price.
 */
export const BudgetDetailCircuitCard = ({ item, card }: BudgetDetailCircuitCardProps) => {
  const t = useCircuitT();
  const language = useLanguageCode();
  const rooms = new Intl.ListFormat(language, { type: "conjunction" }).format(
    card.rooms.map((code) => t(circuitCodeKey("room", code))),
  );
  return (
    <>
      <div className={styles.body}>
        <p className={styles.name}>{card.name ?? item.title ?? card.circuitId}</p>
        <ul className={styles.facts}>
          <li>{t("circuit.budgetDeparture", { date: formatSummaryDate(card.departureDate, language) })}</li>
          <li>{t("circuit.budgetRooms", { rooms })}</li>
          <li>{t("circuit.budgetTravellers", { count: card.travellers })}</li>
        </ul>
      </div>
      <div className={styles.price}>
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
