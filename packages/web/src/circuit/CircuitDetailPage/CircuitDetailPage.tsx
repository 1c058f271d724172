import type { CircuitDetail } from "@travesia/core";
import type { ReactNode } from "react";
import { DetailIncluded, ProductDetailPage } from "../../shared/results/DetailPage/ProductDetailPage";
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

/** The circuit's main column: the description, the day-by-day itinerary, the route on the map, what is included. */
const CircuitMain = ({ circuit }: { readonly circuit: CircuitDetail }) => {
  const t = useCircuitT();
  // One point a city: consecutive nights in the same place are one stop of the route.
  const stops = circuit.itinerary.filter((day, index) => circuit.itinerary[index - 1]?.city !== day.city);
  return (
    <>
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
      <DetailIncluded
        id="circuit-included"
        included={{ title: t("circuit.included"), lines: circuit.included }}
        notIncluded={{ title: t("circuit.notIncluded"), lines: circuit.notIncluded }}
      />
    </>
  );
};

/**
 * A circuit's detail on the product detail frame: name, length and countries, the description, the day-by-day
 * itinerary, the route on the map, what is and is not included; beside it the departures calendar with the rooms
 * and the price of the choice.
 */
export const CircuitDetailPage = ({ status, circuit, picker, homeHref, onRetry }: CircuitDetailPageProps) => {
  const t = useCircuitT();
  return (
    <ProductDetailPage
      status={status}
      texts={{
        product: t("shell.productCircuits"),
        urlInvalid: t("circuit.urlInvalid"),
        failed: t("circuit.detailFailed"),
        retry: t("bundleResults.retry"),
      }}
      homeHref={homeHref}
      onRetry={onRetry}
      content={
        circuit === null
          ? null
          : {
              kicker: t("circuit.days", { count: circuit.days }),
              name: circuit.name,
              facts: circuit.countries.map((country) => country.name).join(", "),
              main: <CircuitMain circuit={circuit} />,
              side: picker,
              sideLabel: t("circuit.departures"),
            }
      }
    />
  );
};
