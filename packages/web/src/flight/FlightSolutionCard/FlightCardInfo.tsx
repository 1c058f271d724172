import type { FlightFareDetailsView } from "@travesia/core";
import { useT } from "../../i18n/LanguageContext";
import styles from "./FlightSolutionCard.module.css";

/** The fare rules of 'Ver más información', as the rules hook gives them. */
export interface FlightCardRules {
  readonly status: "idle" | "loading" | "ready" | "error";
  readonly details: readonly FlightFareDetailsView[];
}

/** 'Ver más información' of a card: the fare rules and restrictions, once the rules call answered. */
export const FlightCardInfo = ({ rules }: { readonly rules: FlightCardRules }) => {
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
