import type { FlightCardView, FlightLeg, FlightPriceView } from "@travesia/core";
import { useFlightRules } from "@travesia/hooks";
import { memo, type ReactNode } from "react";
import { useCardPanels } from "./cardPanels";
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

/**
 * A card with its own open panels; 'Ver más información' asks for the fare rules of the flights chosen on this card,
 * else of each leg's first flight. Memoised: the results page redraws while a newer reply loads, and a card whose
 * props are the same (its solution, its price, the page's choice) is not drawn again.
 *
 * The open panels live above the card (`CardPanelsProvider`), keyed by its solution: the virtualised list unmounts a
 * card scrolled out of view, and keeps a row's card across replies (rows are keyed by position), so another solution
 * in the row shows its own panels and a card scrolled back shows the ones it had.
 */
export const FlightSolutionCardConnected = memo(function FlightSolutionCardConnected({
  card,
  price,
  isChosen,
  onChoose,
  aside,
}: FlightSolutionCardConnectedProps) {
  const [{ detail: detailOpen, info: infoOpen }, toggle] = useCardPanels(card.key);
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
      onToggleDetail={() => toggle("detail")}
      infoOpen={infoOpen}
      onToggleInfo={() => toggle("info")}
      rules={{ status: rules.status, details: rules.data }}
      {...(aside === undefined ? {} : { aside })}
    />
  );
});
