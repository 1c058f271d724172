import { FLIGHT_NOTICE_MESSAGE_KEYS, type FlightBaggageMessage, type FlightCardView } from "@travesia/core";
import { type Translate, useT } from "../../i18n/LanguageContext";
import { serviceClassText } from "../serviceClassText";
import styles from "./FlightSolutionCard.module.css";

const baggageText = (t: Translate, message: FlightBaggageMessage): string =>
  message.key === "flight.luggageNone"
    ? t(message.key)
    : t(message.key, {
        ...message.params,
        ...("unit" in message.params ? { unit: message.params.unit } : {}),
        desc: message.params.desc ?? t("flight.luggageAskAirline"),
      });

/** 'Ver más detalle' of a card: each flight's segments, connections with their waits, notices and luggage. */
export const FlightCardDetail = ({ card }: { readonly card: FlightCardView }) => {
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
