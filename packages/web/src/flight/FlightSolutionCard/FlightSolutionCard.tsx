import {
  FLIGHT_NOTICE_MESSAGE_KEYS,
  type FlightBaggageMessage,
  type FlightCardView,
  type FlightFareDetailsView,
  type FlightLeg,
  type FlightOptionView,
  type FlightPriceView,
  formatMoney,
  type Money,
} from "@travesia/core";
import { Fragment, type ReactNode, useId } from "react";
import { type Translate, useLanguageCode, useT } from "../../i18n/LanguageContext";
import { serviceClassText } from "../serviceClassText";
import styles from "./FlightSolutionCard.module.css";

/** The fare rules of 'Ver más información', as the rules hook gives them. */
interface FlightCardRules {
  readonly status: "idle" | "loading" | "ready" | "error";
  readonly details: readonly FlightFareDetailsView[];
}

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

const baggageText = (t: Translate, message: FlightBaggageMessage): string =>
  message.key === "flight.luggageNone"
    ? t(message.key)
    : t(message.key, {
        ...message.params,
        ...("unit" in message.params ? { unit: message.params.unit } : {}),
        desc: message.params.desc ?? t("flight.luggageAskAirline"),
      });

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

const Detail = ({ card }: { readonly card: FlightCardView }) => {
  const t = useT();
  return (
    // A scrolling region (spec 002 §9: "flight details list scroll height 300 px"), reachable by keyboard.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard
    // biome-ignore lint/a11y/useSemanticElements: a named group, not a form fieldset; regions would repeat per card
    <div className={styles.detail} role="group" tabIndex={0} aria-label={t("flight.moreDetail")}>
      {card.legs.map((leg) =>
        leg.options.map((option) => (
          <section key={option.tripProductId} className={styles.detailFlight}>
            <h4>
              {t(leg.labelKey)} · {option.departureTime} – {option.arrivalTime}
            </h4>
            <ol className={styles.segments}>
              {option.segments.map((segment) => (
                <li key={`${segment.flightNumber}-${segment.from.iata}-${segment.departureTime}`}>
                  <p>
                    <strong>
                      {segment.departureTime} {segment.from.city} ({segment.from.iata})
                    </strong>{" "}
                    →{" "}
                    <strong>
                      {segment.arrivalTime} {segment.to.city} ({segment.to.iata})
                    </strong>
                  </p>
                  <p className={styles.muted}>
                    {segment.train ? `${t("flightResults.train")} · ` : ""}
                    {segment.marketingCarrier} {t("flight.flightNumber", { number: segment.flightNumber })}
                    {segment.operatingCarrier
                      ? ` · ${t("flight.operatedBy", { carrier: segment.operatingCarrier })}`
                      : ""}
                    {segment.equipment ? ` · ${t("flightResults.equipment", { name: segment.equipment })}` : ""}
                    {segment.serviceClass ? ` · ${serviceClassText(t, segment.serviceClass)}` : ""}
                    {segment.bookingClass
                      ? ` · ${t("flightResults.bookingClass", { code: segment.bookingClass })}`
                      : ""}
                    {segment.duration ? ` · ${t("flight.duration", { duration: segment.duration })}` : ""}
                  </p>
                  {segment.connectionWait === null ? null : (
                    <p className={styles.connection}>
                      {t("flightResults.connection", { city: segment.to.city })} ·{" "}
                      {t("flight.wait", { duration: segment.connectionWait })}
                    </p>
                  )}
                </li>
              ))}
            </ol>
            {option.notices.length > 0 ? (
              <ul className={styles.notices}>
                {option.notices.map((notice) => (
                  <li key={notice}>{t(FLIGHT_NOTICE_MESSAGE_KEYS[notice])}</li>
                ))}
              </ul>
            ) : null}
            <p className={styles.luggage}>{baggageText(t, option.baggage)}</p>
          </section>
        )),
      )}
    </div>
  );
};

const Info = ({ rules }: { readonly rules: FlightCardRules }) => {
  const t = useT();
  if (rules.status === "error") return <p role="alert">{t("flightResults.rulesFailed")}</p>;
  if (rules.status !== "ready") return <p role="status">{t("flightResults.rulesLoading")}</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard
    // biome-ignore lint/a11y/useSemanticElements: a named group, not a form fieldset; regions would repeat per card
    <div className={styles.detail} role="group" tabIndex={0} aria-label={t("flight.moreInfo")}>
      {rules.details.map((detail) => (
        <section
          key={`${detail.fareType}-${detail.fareBasis.join(",")}-${detail.lastTicketDate}`}
          className={styles.detailFlight}
        >
          <h4>{detail.fareType ?? t("flight.rules")}</h4>
          {detail.availability.map((seat) => (
            <p key={seat.bookingClass} className={styles.muted}>
              {t("flightResults.seats", { count: seat.seats, code: seat.bookingClass })}
            </p>
          ))}
          <h5>{t("flight.restrictions")}</h5>
          <ul>
            {detail.restrictions.map((restriction) => (
              <li key={restriction.text}>{restriction.text}</li>
            ))}
          </ul>
          <h5>{t("flight.rules")}</h5>
          <dl className={styles.rules}>
            {detail.rules.map((rule) => (
              <div key={rule.title}>
                <dt>{rule.title}</dt>
                <dd>{rule.text}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
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
      {props.detailOpen ? <Detail card={card} /> : null}
      {props.infoOpen ? <Info rules={props.rules} /> : null}
    </article>
  );
};
