import { type CircuitSummary, formatMoney, money } from "@travesia/core";
import { Link } from "react-router-dom";
import { useLanguageCode } from "../../i18n/LanguageContext";
import card from "../../shared/results/resultCard.module.css";
import { useCircuitT } from "../useCircuitT";
import styles from "./CircuitCard.module.css";

/** Props of {@link CircuitCard}: a circuit of the reply and its detail page's address. */
export interface CircuitCardProps {
  readonly circuit: CircuitSummary;
  readonly href: string;
}

/** One circuit in the results: length, name, route, countries, departures left in the month and from-price. */
export const CircuitCard = ({ circuit, href }: CircuitCardProps) => {
  const t = useCircuitT();
  const language = useLanguageCode();
  const price = formatMoney(money(circuit.priceFrom.minor, circuit.priceFrom.currency), language);
  return (
    <article className={`${card.card} ${styles.columns}`} aria-labelledby={`circuit-${circuit.id}`}>
      <p className={styles.days} aria-hidden="true">
        {circuit.days}
      </p>
      <div className={card.body}>
        <p className={card.muted}>{t("circuit.days", { count: circuit.days })}</p>
        <h3 id={`circuit-${circuit.id}`} className={card.name}>
          {circuit.name}
        </h3>
        <p className={styles.route}>{circuit.cities.join(" → ")}</p>
        <p className={card.muted}>{circuit.countries.map((country) => country.name).join(", ")}</p>
        <p className={circuit.departuresAvailable > 0 ? card.good : styles.full}>
          {circuit.departuresAvailable > 0
            ? t("circuit.departuresCount", { count: circuit.departuresAvailable })
            : t("circuit.departuresNone")}
        </p>
      </div>
      <div className={card.side}>
        <p className={card.price}>{t("circuit.priceFrom", { price })}</p>
        <Link className={card.link} to={href}>
          {t("circuit.seeDetail")}
          <span className="visually-hidden">: {circuit.name}</span>
        </Link>
      </div>
    </article>
  );
};
