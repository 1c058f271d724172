import {
  type HotelCluster,
  type HotelFavouriteIds,
  type HotelRate,
  hotelResultsListed,
  type MessageKey,
  type ResultsStatus,
} from "@travesia/core";
import type { AggregatedCards, HotelResultsActions, HotelResultsData } from "@travesia/hooks";
import { lazy, type ReactNode, Suspense, useDeferredValue } from "react";
import { useT } from "../../i18n/LanguageContext";
import type { HotelResultCardProps } from "../HotelResultCard/HotelResultCard";
import { HotelResultsSummary } from "../HotelResultsSummary/HotelResultsSummary";
import { HotelSearchProgressNow } from "../HotelSearchProgress/HotelSearchProgress";
import { HotelResultsCard, useHotelResultsCardsContext } from "./HotelResultsCard";
import { HotelResultsListOf } from "./HotelResultsList";
import { HotelResultsOffers } from "./HotelResultsOffers";
import styles from "./HotelResultsPage.module.css";
import { HotelResultsToolbar } from "./HotelResultsToolbar";

/** The page's heading: the product's results. */
const titleKey = (kind: HotelResultsPageProps["kind"]): MessageKey =>
  kind === "hotel" ? "hotelResults.title" : "hotelResults.houseTitle";

/**
 * The page's frame and heading alone, as the page draws them: what the prerendered shell of the results routes shows
 * in the page's place before JavaScript runs (app/entry-server.tsx), so the heading, the largest text of the first
 * screen, paints with the shell (Lighthouse's largest paint comes much sooner) and the page's first render draws it
 * again where it stood.
 */
export const HotelResultsStandIn = ({ kind }: { readonly kind: HotelResultsPageProps["kind"] }) => {
  const t = useT();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t(titleKey(kind))}</h1>
    </div>
  );
};

/** Props of {@link HotelResultsPage}. */
export interface HotelResultsPageProps {
  readonly kind: "hotel" | "house";
  readonly status: ResultsStatus;
  readonly data: HotelResultsData;
  readonly errorKey: MessageKey | null;
  readonly actions: HotelResultsActions;
  /**
   * The aggregated cards' states and verbs (`useAggregatedCards`): only an aggregated view has them, drawn by the lazily
   * loaded `HotelResultsPageWithCards`; without them an aggregated reply's cards show their placeholders.
   */
  readonly cards?: AggregatedCards;
  readonly editing: boolean;
  readonly onToggleEdit: () => void;
  /** The results-page search form ('Ajustar búsqueda'; shown alone under a bad URL's message). */
  readonly searchForm: ReactNode;
  readonly mapHref: string | null;
  readonly homeHref: string;
  readonly onRefresh: () => void;
  /** Offers widgets shown: 2, 1 on phones (spec 001 §4). */
  readonly offerWidgets: number;
  /** Slot: the filter sidebar ('Filtrar Por'). */
  readonly filters?: ReactNode;
  /** Slot: the map shown in the map view. */
  readonly map?: ReactNode;
  /** Slot: the rooms tab of a card (the rates list). Keep it the same function between renders (useCallback): the
   * cards are memoised on their props, so that a filter click, a progress tick or the loading overlay does not draw
   * every card again. */
  readonly rates?: (hotel: HotelCluster) => ReactNode;
  /** Slot: a card's print and share actions. */
  readonly shareActions?: (hotel: HotelCluster) => ReactNode;
  /** Slot: the multi-hotel PDF box, above the list. */
  readonly multiPdf?: ReactNode;
  /** A card's favourite toggle and comparison pick (spec 001 §4). */
  readonly keep?: (hotel: HotelCluster) => Pick<HotelResultCardProps, "favourite" | "compare">;
  /**
   * The favourites as saved (with toggles in flight): under the 'favourite' filter, a hotel removed from them leaves
   * the list at once (core's `hotelResultsListed`).
   */
  readonly favouriteIds?: HotelFavouriteIds;
  /** Slot: the comparison bar. */
  readonly compareBar?: ReactNode;
  /** A card's detail page (core's `accommodationDetailHref`), opened in a new tab; no link when absent. */
  readonly detailHref?: (hotel: HotelCluster) => string;
  /** Slot: an aggregated card's expanded rate with the actions of a hotel's own rates (an `<li>`). */
  readonly aggregatedRateRow?: (hotel: HotelCluster, rate: HotelRate) => ReactNode;
}

/** The session-expired overlay, fetched only when a search's ttl runs out. */
const SessionExpiredOverlay = lazy(async () => ({
  default: (await import("../../session/SessionExpiredOverlay/SessionExpiredOverlay")).SessionExpiredOverlay,
}));

/**
 * The hotel (or holiday-house) results page (spec 001 §2, §4): summary and 'Ajustar búsqueda', progress with stop
 * and resume, sort, price switch, view modes, filters and results dimmed under an overlay while loading, skeleton
 * cards, abbreviated or aggregated cards, disabled hotel notice, pager, offers, and the failure, empty, bad-URL and
 * session-expired states. Filters, map and the rooms tab are slots.
 */
export const HotelResultsPage = (props: HotelResultsPageProps) => {
  const t = useT();
  const { data, actions, status, kind } = props;
  // The cards follow a filter, sort or price click in a render of their own, after the frame that shows the
  // control's new state: the click's paint does not wait for the cards (Event Timing, the part INP measures).
  const listData = useDeferredValue(data);
  const listFavouriteIds = useDeferredValue(props.favouriteIds);
  const context = useHotelResultsCardsContext({ ...props, data: listData });
  const title = t(titleKey(kind));
  if (status === "invalid" || data.summary === null) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.problem} role="alert">
          {t("hotelResults.badUrl")}
        </p>
        {props.searchForm}
      </div>
    );
  }
  const { aggregated, priceContext } = context;
  const selected = data.hotels.find((hotel) => hotel.hotelDetailId === data.selectedHotelId);
  const { cards } = props;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <HotelResultsSummary
        summary={data.summary}
        destination={data.destinationName}
        editing={props.editing}
        onToggleEdit={props.onToggleEdit}
        mapHref={props.mapHref}
        showRooms={kind === "hotel"}
        form={props.searchForm}
      />
      {/* Docked at the bottom of the window: its coming and going moves nothing on the page (layout shifts, CLS). */}
      <div className={styles.progressDock}>
        <HotelSearchProgressNow
          run={data.progressRun}
          loading={data.loading}
          stopped={data.stopped}
          onStop={actions.stop}
          onResume={actions.resume}
        />
      </div>
      <HotelResultsToolbar
        data={data}
        actions={actions}
        {...(aggregated && cards !== undefined
          ? {
              expand: {
                all: () =>
                  cards.expandAll(
                    hotelResultsListed(data.hotels, data.filters.offers.favourite, props.favouriteIds).listed.map(
                      (hotel) => hotel.hotelDetailId,
                    ),
                  ),
                none: () => cards.collapseAll(),
              },
            }
          : {})}
      />
      <div className={styles.layout}>
        {props.filters === undefined ? null : (
          <aside
            className={styles.filters}
            aria-label={t("shell.filterBy")}
            aria-busy={data.loading}
            data-tour="filters"
          >
            <div className={data.loading ? styles.dimmed : styles.dimmable}>{props.filters}</div>
          </aside>
        )}
        {/* Busy until its cards show the data the controls do: they follow it a render behind. */}
        <section className={styles.results} aria-label={title} aria-busy={data.loading || listData !== data}>
          {status === "error" || status === "empty" ? (
            <div className={styles.problem} role="alert">
              <p>{t(props.errorKey ?? "hotel.searchFailed")}</p>
              {status === "error" ? (
                <button type="button" className={styles.small} onClick={() => actions.retry()}>
                  {t("shell.update")}
                </button>
              ) : null}
            </div>
          ) : null}
          {data.viewMode === "mapa" ? (
            <div className={styles.mapArea}>
              {props.map}
              {selected === undefined ? null : (
                <section className={styles.infoBox} aria-label={t("hotelMap.info")}>
                  <HotelResultsCard hotel={selected} context={context} />
                </section>
              )}
            </div>
          ) : null}
          {aggregated || data.hotels.length === 0 ? null : props.multiPdf}
          <HotelResultsListOf
            data={listData}
            favouriteIds={listFavouriteIds}
            label={title}
            context={context}
            onPage={actions.goToPage}
          />
          {/* After the list and the pager: offers arriving late (500 ms after the search) move neither (CLS, pointer). */}
          <HotelResultsOffers
            offers={data.offers}
            shown={props.offerWidgets}
            priceContext={priceContext}
            detailHref={props.detailHref}
          />
          {props.compareBar}
        </section>
      </div>
      {data.sessionExpired ? (
        <Suspense fallback={null}>
          <SessionExpiredOverlay homeHref={props.homeHref} onRefresh={props.onRefresh} />
        </Suspense>
      ) : null}
    </div>
  );
};
