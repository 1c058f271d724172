import { type BudgetItem, formatMoney, type RepriceAlternative, withdrawnItemOffer } from "@travesia/core";
import { Link } from "react-router-dom";
import { useLanguageCode, useT } from "../../i18n/LanguageContext";
import styles from "./BudgetReprice.module.css";

/** Props of a withdrawn item's cell. */
export interface WithdrawnOfferProps {
  readonly item: BudgetItem | undefined;
  /** The item's one-line name (core's `budgetItemLabel`), for the related-rates link's name. */
  readonly name: string;
  readonly alternatives: readonly RepriceAlternative[];
  readonly relatedRates: boolean;
}

/**
 * A withdrawn item's cell: 'Ya no está disponible', then what core's `withdrawnItemOffer` offers in its place (the
 * rate's alternatives and related rates), that there is none, or plainly that the portal offers no alternatives.
 * Its own chunk (`BudgetReprice` loads it when a re-quote says an item is gone): building a hotel's related-rates URL
 * takes the hotel results routes, which the budget page's own chunk would otherwise carry.
 */
export const WithdrawnOffer = ({ item, name, alternatives, relatedRates }: WithdrawnOfferProps) => {
  const t = useT();
  const language = useLanguageCode();
  const offer = withdrawnItemOffer(item, alternatives, relatedRates);
  return (
    <>
      <strong className={styles.gone}>{t("budget.repriceUnavailable")}</strong>
      {offer._tag === "RelatedRatesOff" ? (
        <span className={styles.offerNote}>{t("budget.repriceRelatedRatesOff")}</span>
      ) : offer._tag === "NoAlternatives" ? (
        <span className={styles.offerNote}>{t("budget.repriceNoAlternatives")}</span>
      ) : (
        <>
          {offer.alternatives.length === 0 ? null : (
            <>
              <span className={styles.alternativesTitle}>{t("budget.repriceAlternatives")}:</span>
              <ul className={styles.alternatives}>
                {offer.alternatives.map((alternative) => (
                  <li key={alternative.rateId}>
                    {alternative.title ?? alternative.rateId} · {formatMoney(alternative.price, language)}
                  </li>
                ))}
              </ul>
            </>
          )}
          {offer.relatedRatesUrl === null ? null : (
            <Link
              className={styles.related}
              to={offer.relatedRatesUrl}
              aria-label={t("budget.repriceRelatedRatesNamed", { item: name })}
            >
              {t("budget.repriceRelatedRates")}
            </Link>
          )}
        </>
      )}
    </>
  );
};
