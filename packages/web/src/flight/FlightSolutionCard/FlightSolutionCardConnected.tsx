import type { FlightCardView, FlightLeg, FlightPriceView } from "@travesia/core";
import { useFlightRules } from "@travesia/hooks";
import { memo, type ReactNode, useState } from "react";
import { FlightSolutionCard } from "./FlightSolutionCard";

/** Props of {@link FlightSolutionCardConnected}: the card's data and the page's leg choice. */
export interface FlightSolutionCardConnectedProps {
  readonly card: FlightCardView;
  readonly price: FlightPriceView;
  readonly isChosen: (leg: FlightLeg, solutionKey: string, tripProductId: string) => boolean;
  readonly onChoose: (leg: FlightLeg, solutionKey: string, tripProductId: string) => void;
  /** Replaces the price panel (a dynamic package's select button and price variation). */
  readonly aside?: ReactNode;
}

/** Which of a card's panels are open, and for which solution (its card key). */
interface OpenPanels {
  readonly key: string;
  readonly detail: boolean;
  readonly info: boolean;
}

/**
 * A card with its own open panels; 'Ver más información' asks for the fare rules of the flights chosen on this card,
 * else of each leg's first flight. Memoised: the results page redraws while a newer reply loads, and a card whose
 * props are the same (its solution, its price, the page's choice) is not drawn again.
 *
 * The results list keeps a row's card across replies (rows are keyed by position), so the open panels are held with
 * the solution they were opened on: another solution in the row shows its panels closed.
 */
export const FlightSolutionCardConnected = memo(function FlightSolutionCardConnected({
  card,
  price,
  isChosen,
  onChoose,
  aside,
}: FlightSolutionCardConnectedProps) {
  const [open, setOpen] = useState<OpenPanels>({ key: card.key, detail: false, info: false });
  const current = open.key === card.key ? open : { key: card.key, detail: false, info: false };
  const detailOpen = current.detail;
  const infoOpen = current.info;
  const ids = card.legs.flatMap((leg) => {
    const chosen = leg.options.find((option) => isChosen(leg.leg, card.key, option.tripProductId));
    const shown = chosen ?? leg.options[0];
    return shown === undefined ? [] : [shown.tripProductId];
  });
  const rules = useFlightRules(infoOpen ? ids : null);
  return (
    <FlightSolutionCard
      card={card}
      price={price}
      isChosen={(leg, id) => isChosen(leg, card.key, id)}
      onChoose={(leg, id) => onChoose(leg, card.key, id)}
      detailOpen={detailOpen}
      onToggleDetail={() => setOpen({ ...current, detail: !detailOpen })}
      infoOpen={infoOpen}
      onToggleInfo={() => setOpen({ ...current, info: !infoOpen })}
      rules={{ status: rules.status, details: rules.data }}
      {...(aside === undefined ? {} : { aside })}
    />
  );
});
