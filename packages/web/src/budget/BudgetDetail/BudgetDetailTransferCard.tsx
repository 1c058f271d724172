import {
  type BudgetItem,
  budgetItemPrice,
  type CalendarDate,
  formatMoney,
  formatSummaryDate,
  type TransferBudgetItemCard,
  transferServiceKey,
  transferVehicleKey,
} from "@travesia/core";
import { useLanguageCode } from "../../i18n/LanguageContext";
import { useTransferT } from "../../transfer/useTransferT";
import styles from "./BudgetDetailCard.module.css";

/** Props of the stateless {@link BudgetDetailTransferCard}: the item and core's reading of it. */
export interface BudgetDetailTransferCardProps {
  readonly item: BudgetItem;
  readonly card: TransferBudgetItemCard;
}

/**
 * A transfer in a budget: service and vehicle, from → to, each way's day and pick-up time, the passengers (the
 * children's ages too), and the price as the supplier states it (per vehicle or per person) with the total for
 * the party, both ways on a round trip. The cells of the budget item's row: the body, then the price.
 */
export const BudgetDetailTransferCard = ({ item, card }: BudgetDetailTransferCardProps) => {
  const t = useTransferT();
  const language = useLanguageCode();
  const { search, service, price } = card;
  const { passengers } = search;
  const ages = new Intl.ListFormat(language, { type: "conjunction" }).format(passengers.ages.map(String));
  const total = price?.total ?? budgetItemPrice(item);
  const way = (key: "transfer.budgetOutbound" | "transfer.budgetReturn", date: CalendarDate, time: string) =>
    t(key, { date: formatSummaryDate(date, language), time });
  return (
    <>
      <div className={styles.body}>
        <p className={styles.name}>
          {service === null
            ? (item.title ?? search.to.name)
            : `${t(transferServiceKey(service.type))} · ${t(transferVehicleKey(service.vehicle))}`}
        </p>
        <p className={styles.route}>
          {search.from.name} <span aria-hidden="true">→</span>
          <span className="visually-hidden">{t("transfer.to")}</span> {search.to.name}
        </p>
        <ul className={styles.facts}>
          <li>{way("transfer.budgetOutbound", search.outbound.date, search.outbound.time)}</li>
          {search.inbound === null ? null : (
            <li>{way("transfer.budgetReturn", search.inbound.date, search.inbound.time)}</li>
          )}
          <li>
            {t("transfer.budgetAdults", { count: passengers.adults })}
            {passengers.children === 0
              ? null
              : `, ${t("transfer.budgetChildren", { count: passengers.children, ages })}`}
          </li>
        </ul>
      </div>
      <div className={styles.price}>
        {price === null ? null : (
          <>
            <p className={styles.unit}>
              {t(price.basis === "vehicle" ? "transfer.perVehicle" : "transfer.perPerson", {
                price: formatMoney(price.unit, language),
              })}
            </p>
            <p className={styles.unit}>
              {t(price.basis === "vehicle" ? "transfer.totalVehicles" : "transfer.totalPersons", {
                units: price.units,
              })}
            </p>
          </>
        )}
        {total === undefined ? null : (
          <p className={styles.total}>
            <span className="visually-hidden">{t("budget.itemPrice")}: </span>
            {formatMoney(total, language)}
          </p>
        )}
        {search.inbound === null ? null : <p className={styles.note}>{t("transfer.bothWays")}</p>}
      </div>
    </>
  );
};
