import { type CircuitCardTexts, type CircuitSummary, circuitCardTexts } from "@travesia/core";
import { Link } from "react-router-dom";
import { useLanguageCode } from "../../i18n/LanguageContext";
import card from "../../shared/results/resultCard.module.css";
import { useCircuitT } from "../useCircuitT";
import styles from "./CircuitCard.module.css";

/** Props of {@link CircuitCardView}: the card's texts (core's `circuitCardTexts`), its id and detail page's address. */
export interface CircuitCardViewProps {
  readonly circuitId: string;
  readonly texts: CircuitCardTexts;
  /** The detail page; none on the shell's stand-in, whose card is drawn before the page's script can follow a link. */
  readonly href: string | null;
}

/**
 * One circuit in the results: length, name, route, countries, departures left in the month and from-price. Drawn by
 * the page and by the shell's stand-in, from the same texts.
 */
export const CircuitCardView = ({ circuitId, texts, href }: CircuitCardViewProps) => {
  const t = useCircuitT();
  const seeDetail = (
    <>
      {t("circuit.seeDetail")}
      <span className="visually-hidden">: {texts.name}</span>
    </>
  );
  return (
    <article className={`${card.card} ${styles.columns}`} aria-labelledby={`circuit-${circuitId}`}>
      <p className={styles.days} aria-hidden="true">
        {texts.figure}
      </p>
      <div className={card.body}>
        <p className={card.muted}>{texts.length}</p>
        <h3 id={`circuit-${circuitId}`} className={card.name}>
          {texts.name}
        </h3>
        <p className={styles.route}>{texts.route}</p>
        <p className={card.muted}>{texts.countries}</p>
        <p className={texts.available ? card.good : styles.full}>{texts.departures}</p>
      </div>
      <div className={card.side}>
        <p className={card.price}>{texts.price}</p>
        {href === null ? (
          <span className={card.link}>{seeDetail}</span>
        ) : (
          <Link className={card.link} to={href}>
            {seeDetail}
          </Link>
        )}
      </div>
    </article>
  );
};

/** Props of {@link CircuitCard}: a circuit of the reply and its detail page's address. */
export interface CircuitCardProps {
  readonly circuit: CircuitSummary;
  readonly href: string;
}

/** A circuit of the reply as its card in the results (core's `circuitCardTexts` in the page's language). */
export const CircuitCard = ({ circuit, href }: CircuitCardProps) => {
  const language = useLanguageCode();
  return <CircuitCardView circuitId={circuit.id} texts={circuitCardTexts(circuit, language)} href={href} />;
};
