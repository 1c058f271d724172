import {
  type HotelActiveView,
  type HotelCluster,
  type HotelRate,
  type HotelRatePriceContext,
  hotelViewIsAggregated,
} from "@travesia/core";
import { type AggregatedCards, type HotelResultsActions, type HotelResultsData, useShared } from "@travesia/hooks";
import { lazy, memo, type ReactNode, Suspense, useMemo } from "react";
import { preload, usePreloaded } from "../../shared/results/preload/preload";
import type { HotelResultCardProps } from "../HotelResultCard/HotelResultCard";
import styles from "./HotelResultsPage.module.css";

/** What every card of a results page shares: the reply's prices, names and view, and the page's slots. */
export interface HotelResultsCardsContext {
  readonly priceContext: HotelRatePriceContext;
  readonly amenityNames: ReadonlyMap<string, string>;
  readonly layout: HotelActiveView;
  readonly selectedHotelId: string | null;
  readonly onSelect: (hotelDetailId: string) => void;
  /** The reply is an aggregated view: its cards come with `cards`, placeholders until they do. */
  readonly aggregated: boolean;
  readonly cards: AggregatedCards | undefined;
  readonly rates: ((hotel: HotelCluster) => ReactNode) | undefined;
  readonly shareActions: ((hotel: HotelCluster) => ReactNode) | undefined;
  readonly keep: ((hotel: HotelCluster) => Pick<HotelResultCardProps, "favourite" | "compare">) | undefined;
  readonly detailHref: ((hotel: HotelCluster) => string) | undefined;
  readonly aggregatedRateRow: ((hotel: HotelCluster, rate: HotelRate) => ReactNode) | undefined;
}

/** What {@link useHotelResultsCardsContext} reads: the results page's props. */
interface HotelResultsCardsSource {
  readonly data: HotelResultsData;
  readonly actions: Pick<HotelResultsActions, "selectHotel">;
  readonly cards?: AggregatedCards;
  readonly rates?: (hotel: HotelCluster) => ReactNode;
  readonly shareActions?: (hotel: HotelCluster) => ReactNode;
  readonly keep?: (hotel: HotelCluster) => Pick<HotelResultCardProps, "favourite" | "compare">;
  readonly detailHref?: (hotel: HotelCluster) => string;
  readonly aggregatedRateRow?: (hotel: HotelCluster, rate: HotelRate) => ReactNode;
}

/**
 * The cards' shared props for this reply, kept by value (`useShared`): the memoised list and cards keep their props
 * while the page redraws (loading, progress ticks, filter clicks).
 */
export const useHotelResultsCardsContext = (source: HotelResultsCardsSource): HotelResultsCardsContext => {
  const { data } = source;
  const reply = data.reply;
  const { showPricesIncludeTaxes, countryTax, rgTax } = reply ?? {};
  const nights = data.summary?.nights ?? 0;
  const priceContext: HotelRatePriceContext = {
    currency: data.currencyCode,
    perNight: data.priceMode === "night",
    nights,
    showPricesIncludeTaxes,
    countryTax,
    rgTax,
    priceGo: data.priceGo,
  };
  // Kept by value: a newer reply (a filter click's) counts the options again, and the names stay the same.
  const facets = data.facets;
  const amenityPairs = useShared(
    useMemo(
      () =>
        [...(facets?.amenity ?? []), ...(facets?.services ?? [])].map((option): [string, string] => [
          option.code,
          option.description,
        ]),
      [facets],
    ),
  );
  const amenityNames = useMemo(() => new Map(amenityPairs), [amenityPairs]);
  return useShared({
    priceContext,
    amenityNames,
    layout: data.viewMode,
    selectedHotelId: data.selectedHotelId,
    onSelect: source.actions.selectHotel,
    aggregated: hotelViewIsAggregated(reply?.viewType),
    cards: source.cards,
    rates: source.rates,
    shareActions: source.shareActions,
    keep: source.keep,
    detailHref: source.detailHref,
    aggregatedRateRow: source.aggregatedRateRow,
  });
};

type ResultCardItemProps = Omit<
  HotelResultsCardsContext,
  "selectedHotelId" | "aggregated" | "cards" | "aggregatedRateRow"
> & {
  readonly hotel: HotelCluster;
  readonly selected: boolean;
  readonly firstCard: boolean;
};

const Placeholder = () => <div className={styles.skeleton} aria-hidden="true" />;

/** The abbreviated card's code (with its image, toggles and price): loaded beside the first search. */
const cardCode = preload(async () => (await import("../HotelResultCard/HotelResultCard")).HotelResultCard);

/**
 * One abbreviated card, drawn again only when one of its own props changes (memo over stable props: the page's slot
 * functions must keep their identity between redraws).
 */
const ResultCardItem = memo(
  ({ hotel, onSelect, rates, shareActions, keep, detailHref, ...rest }: ResultCardItemProps) => {
    const HotelResultCard = usePreloaded(cardCode);
    return HotelResultCard === null ? (
      <Placeholder />
    ) : (
      <HotelResultCard
        hotel={hotel}
        {...rest}
        onSelect={() => onSelect(hotel.hotelDetailId)}
        {...(rates === undefined ? {} : { rates: rates(hotel) })}
        {...(shareActions === undefined ? {} : { shareActions: shareActions(hotel) })}
        {...keep?.(hotel)}
        {...(detailHref === undefined ? {} : { detailHref: detailHref(hotel) })}
      />
    );
  },
);

/**
 * Aggregated clusters (a portal's `viewType`, never the default) load their code when first drawn: the route's own
 * JavaScript stays within its 40 KB limit.
 */
const HotelAggregatedCard = lazy(async () => ({
  default: (await import("../HotelAggregatedCard/HotelAggregatedCard")).HotelAggregatedCard,
}));

/**
 * A hotel's card on the results page, as the reply's view draws it: abbreviated (memoised), aggregated with its
 * states and rates, or a placeholder while the aggregated cards' machinery loads.
 */
export const HotelResultsCard = ({
  hotel,
  context,
  first = false,
}: {
  readonly hotel: HotelCluster;
  readonly context: HotelResultsCardsContext;
  /** The list's first card (its image loaded at once: `HotelResultCard`'s `firstCard`). */
  readonly first?: boolean;
}) => {
  const { aggregated, cards, selectedHotelId, aggregatedRateRow, detailHref, ...item } = context;
  if (aggregated && cards === undefined) return <Placeholder />;
  if (aggregated && cards !== undefined) {
    return (
      <Suspense fallback={<Placeholder />}>
        <HotelAggregatedCard
          hotel={hotel}
          state={cards.stateOf(hotel.hotelDetailId)}
          onEvent={(event) => cards.send(hotel.hotelDetailId, event)}
          priceContext={context.priceContext}
          tariffOnDemand={cards.tariffOnDemand}
          rates={cards.ratesOf(hotel).rates}
          ratesStatus={cards.ratesOf(hotel).status}
          onRetry={() => cards.retry(hotel.hotelDetailId)}
          {...(detailHref === undefined ? {} : { detailHref: detailHref(hotel) })}
          {...(aggregatedRateRow === undefined ? {} : { rateRow: (rate: HotelRate) => aggregatedRateRow(hotel, rate) })}
        />
      </Suspense>
    );
  }
  return (
    <ResultCardItem
      hotel={hotel}
      {...item}
      detailHref={detailHref}
      selected={hotel.hotelDetailId === selectedHotelId}
      firstCard={first}
    />
  );
};
