import {
  type FlightCardView,
  type FlightLeg,
  type FlightOptionView,
  type FlightPriceView,
  formatMoney,
  type Money,
} from "@travesia/core";
import { Fragment, type ReactNode, useId } from "react";
import { useLanguageCode, useT } from "../../i18n/LanguageContext";
import { serviceClassText } from "../serviceClassText";
import { FlightCardDetail } from "./FlightCardDetail";
import { FlightCardInfo, type FlightCardRules } from "./FlightCardInfo";
import styles from "./FlightSolutionCard.module.css";

/** Props of the stateless {@link FlightSolutionCard}. */
export interface FlightSolutionCardProps {
  readonly card: FlightCardView;
  readonly price: FlightPriceView;
  /** Whether a flight is the chosen one on its leg. */
  readonly isChosen: (leg: FlightLeg, tripProductId: string) => boolean;
  readonly onChoose: (leg: FlightLeg, tripProductId: string) => void;
  /** 'Ver más detalle' open (segments, connections, notices, luggage). */
  readonly detailOpen: boolean;
  readonly onToggleDetail: () => void;
  /** 'Ver más información' open (fare rules and restrictions). */
  readonly infoOpen: boolean;
  readonly onToggleInfo: () => void;
  readonly rules: FlightCardRules;
  /**
   * Shown instead of the price panel: a dynamic package's card has its select button and price variation there
   * (spec 002 §4 "Dynamic-packaging solution card").
   */
  readonly aside?: ReactNode;
}

const Amount = ({ amount }: { readonly amount: Money | null }) => {
  const language = useLanguageCode();
  return <>{amount === null ? "—" : formatMoney(amount, language)}</>;
};

const OptionRow = (props: {
  readonly leg: FlightLeg;
  readonly option: FlightOptionView;
  readonly chosen: boolean;
  readonly onChoose: () => void;
}) => {
  const t = useT();
  const { option, chosen } = props;
  const legName = t(props.leg === "ida" ? "flight.outbound" : "flight.inbound");
  return (
    <li className={`${styles.option} ${chosen ? styles.chosen : ""}`}>
      <span className={styles.times}>
        <strong>{option.departureTime}</strong> – <strong>{option.arrivalTime}</strong>
      </span>
      <span>{option.duration === null ? null : t("flight.duration", { duration: option.duration })}</span>
      <span>{t("flight.stopsCount", { count: option.stops })}</span>
      <span className={styles.carriers}>
        {option.carriers.join(", ")}
        {option.operatedBy.length > 0 ? ` · ${t("flight.operatedBy", { carrier: option.operatedBy.join(", ") })}` : ""}
      </span>
      <span className={styles.muted}>
        {serviceClassText(t, option.serviceClass)}
        {option.bookingClasses.length > 0
          ? ` · ${t("flightResults.bookingClass", { code: option.bookingClasses.join("/") })}`
          : ""}
      </span>
      <button
        type="button"
        className={chosen ? styles.chooseOn : styles.choose}
        aria-pressed={chosen}
        aria-label={t("flightResults.chooseFlight", { leg: legName, time: option.departureTime })}
        onClick={props.onChoose}
      >
        {/* A toggle keeps its name (WAI-ARIA APG): aria-pressed and the filled style say it is chosen. */}
        {t("flightResults.choose")}
      </button>
    </li>
  );
};

/**
 * A flight solution card (spec 002 §2, §4): 'IDA' and 'VUELTA' with cities and dd/MM/yyyy dates, each flight with
 * its times (HH:mm, '+N'), duration, stops, carriers and a choose toggle; the fare-details and price panels; 'Ver más
 * detalle' (segments, connections with waits, equipment, notices, luggage) and 'Ver más información' (fare rules).
 */
export const FlightSolutionCard = (props: FlightSolutionCardProps) => {
  const t = useT();
  const id = useId();
  const { card, price } = props;
  return (
    <article className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {card.logos.map((logo) => (
          <img key={logo} className={styles.logo} src={logo} alt="" width={48} height={24} loading="lazy" />
        ))}
        {card.validatingCarriers.join(", ")}
      </h2>
      <div className={styles.body}>
        <div className={styles.legs}>
          {card.legs.map((leg) => (
            // biome-ignore lint/a11y/useSemanticElements: a named group, not a form fieldset; regions would repeat per card
            <div key={leg.leg} className={styles.leg} role="group" aria-labelledby={`${id}-${leg.leg}`}>
              <h3 id={`${id}-${leg.leg}`} className={styles.legTitle}>
                <span className={styles.legLabel}>{t(leg.labelKey)}</span> {leg.fromCity} → {leg.toCity}{" "}
                <span className={styles.muted}>{leg.date}</span>
              </h3>
              <ul className={styles.options}>
                {leg.options.map((option) => (
                  <OptionRow
                    key={option.tripProductId}
                    leg={leg.leg}
                    option={option}
                    chosen={props.isChosen(leg.leg, option.tripProductId)}
                    onChoose={() => props.onChoose(leg.leg, option.tripProductId)}
                  />
                ))}
              </ul>
            </div>
          ))}
        </div>
        {props.aside !== undefined ? (
          <div className={styles.price}>{props.aside}</div>
        ) : (
          // biome-ignore lint/a11y/useSemanticElements: a named group, not a form fieldset; regions would repeat per card
          <div className={styles.price} role="group" aria-label={t("flight.priceTotal")}>
            <p className={styles.headline}>
              <Amount amount={price.perPassenger} />{" "}
              <span className={styles.muted}>{t("flightResults.perPassenger")}</span>
            </p>
            {price.secondary === null ? null : (
              <p className={styles.muted}>
                <Amount amount={price.secondary} />
              </p>
            )}
            <dl className={styles.rows}>
              {price.rows.map((row) => (
                <Fragment key={row.row}>
                  <dt>{t(row.messageKey, { count: row.params.passengers })}</dt>
                  <dd>
                    <Amount amount={row.amount} />
                  </dd>
                </Fragment>
              ))}
            </dl>
            {price.countryTaxKey === null ? null : <p className={styles.note}>{t(price.countryTaxKey)}</p>}
            {price.perceptionKey === null ? null : <p className={styles.note}>{t(price.perceptionKey)}</p>}
            <dl className={styles.fare}>
              {card.fare.fareType === null ? null : (
                <>
                  <dt>{t("flight.fareType")}</dt>
                  <dd>{card.fare.fareType}</dd>
                </>
              )}
              {card.fare.lastTicketDate === null ? null : (
                <>
                  <dt>{t("flight.lastTicketDate")}</dt>
                  <dd>{card.fare.lastTicketDate}</dd>
                </>
              )}
              <dt>{t("flight.validatingCarrier")}</dt>
              <dd>{card.validatingCarriers.join(", ")}</dd>
            </dl>
          </div>
        )}
      </div>
      <div className={styles.links}>
        <button type="button" className={styles.link} aria-expanded={props.detailOpen} onClick={props.onToggleDetail}>
          {t(props.detailOpen ? "flightResults.hideDetail" : "flight.moreDetail")}
        </button>
        <button type="button" className={styles.link} aria-expanded={props.infoOpen} onClick={props.onToggleInfo}>
          {t(props.infoOpen ? "flightResults.hideInfo" : "flight.moreInfo")}
        </button>
      </div>
      {props.detailOpen ? <FlightCardDetail card={card} /> : null}
      {props.infoOpen ? <FlightCardInfo rules={props.rules} /> : null}
    </article>
  );
};
