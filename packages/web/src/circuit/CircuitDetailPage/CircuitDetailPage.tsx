import type { CircuitDetail } from "@travesia/core";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import pageStyles from "../../shared/Page.module.css";
import { CircuitRouteMapLazy } from "../CircuitRouteMap/CircuitRouteMapLazy";
import { useCircuitT } from "../useCircuitT";
import styles from "./CircuitDetailPage.module.css";

/** Props of the stateless {@link CircuitDetailPage}. */
export interface CircuitDetailPageProps {
  readonly status: "invalid" | "loading" | "ready" | "error";
  readonly circuit: CircuitDetail | null;
  /** The departures calendar, rooms and price. */
  readonly picker: ReactNode;
  readonly homeHref: string;
  readonly onRetry: () => void;
}

/**
 * A circuit's detail: name, length and countries, the description, the day-by-day itinerary, the route on the map,
 * what is and is not included; beside it the departures calendar with the rooms and the price of the choice.
 */
export const CircuitDetailPage = ({ status, circuit, picker, homeHref, onRetry }: CircuitDetailPageProps) => {
  const t = useCircuitT();
  if (status === "invalid" || status === "error" || circuit === null)
    return (
      <div className={styles.page} aria-busy={status === "loading"}>
        <h1 className={styles.title}>{t("shell.productCircuits")}</h1>
        {status === "loading" ? (
          <p role="status">{t("select.searching")}</p>
        ) : (
          <div role="alert">
            <p>{t(status === "invalid" ? "circuit.urlInvalid" : "circuit.detailFailed")}</p>
            {status === "error" ? (
              <button type="button" className={pageStyles.primary} onClick={onRetry}>
                {t("bundleResults.retry")}
              </button>
            ) : (
              <Link to={homeHref}>{t("shell.goHome")}</Link>
            )}
          </div>
        )}
      </div>
    );
  // One point a city: consecutive nights in the same place are one stop of the route.
  const stops = circuit.itinerary.filter((day, index) => circuit.itinerary[index - 1]?.city !== day.city);
  return (
    <div className={styles.page}>
      <p className={styles.muted}>{t("circuit.days", { count: circuit.days })}</p>
      <h1 className={styles.title}>{circuit.name}</h1>
      <p className={styles.facts}>{circuit.countries.map((country) => country.name).join(", ")}</p>
      <div className={styles.layout}>
        <div className={styles.main}>
          <p>{circuit.description}</p>
          <section aria-labelledby="circuit-itinerary">
            <h2 id="circuit-itinerary">{t("circuit.itinerary")}</h2>
            <ol className={styles.itinerary}>
              {circuit.itinerary.map((day) => (
                <li key={day.day}>
                  <h3 className={styles.dayTitle}>{t("circuit.dayTitle", { day: day.day, title: day.title })}</h3>
                  <p>{day.description}</p>
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="circuit-route">
            <h2 id="circuit-route">{t("circuit.route")}</h2>
            <CircuitRouteMapLazy stops={stops} label={t("circuit.route")} />
          </section>
          <section className={styles.columns}>
            <div>
              <h2>{t("circuit.included")}</h2>
              <ul>
                {circuit.included.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
            <div>
              <h2>{t("circuit.notIncluded")}</h2>
              <ul>
                {circuit.notIncluded.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          </section>
        </div>
        <div className={styles.side}>{picker}</div>
      </div>
    </div>
  );
};
