import {
  HOTEL_ACTIVE_VIEWS,
  type HotelActiveView,
  type HotelCluster,
  type HotelFavouriteIds,
  type HotelPriceMode,
  type HotelRate,
  type HotelRatePriceContext,
  hotelDisabledNotice,
  hotelsUnderFavouriteFilter,
  hotelViewIsAggregated,
  type MessageKey,
} from "@travesia/core";
import type { AggregatedCards, HotelResultsActions, HotelResultsData, HotelResultsStatus } from "@travesia/hooks";
import { lazy, memo, type ReactNode, Suspense, useMemo } from "react";
import { useT } from "../../i18n/LanguageContext";
import { Pager } from "../../shared/results/Pager/Pager";
import { WindowedSlot } from "../../shared/WindowedSlot/WindowedSlot";
import { HotelResultCard, type HotelResultCardProps } from "../HotelResultCard/HotelResultCard";
import { HotelResultsSummary } from "../HotelResultsSummary/HotelResultsSummary";
import { HotelSearchProgressNow } from "../HotelSearchProgress/HotelSearchProgress";
import styles from "./HotelResultsPage.module.css";

/** The page's heading: the product's results. */
const titleKey = (kind: HotelResultsPageProps["kind"]): MessageKey =>
  kind === "hotel" ? "hotelResults.title" : "hotelResults.houseTitle";

/**
 * The page's frame and heading alone, as the page draws them: what the prerendered shell of the results routes shows
 * in the page's place before JavaScript runs (app/entry-server.tsx), so the heading, the largest text of the first
 * screen, paints with the shell (Lighthouse, hotel results, 6 interleaved runs each: LCP 2,007 -> 1,154 ms) and the page's first
 * render draws it again where it stood.
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
  readonly status: HotelResultsStatus;
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
   * the list at once (core's `hotelsUnderFavouriteFilter`).
   */
  readonly favouriteIds?: HotelFavouriteIds;
  /** Slot: the comparison bar. */
  readonly compareBar?: ReactNode;
  /** A card's detail page (core's `accommodationDetailHref`), opened in a new tab; no link when absent. */
  readonly detailHref?: (hotel: HotelCluster) => string;
  /** Slot: an aggregated card's expanded rate with the actions of a hotel's own rates (an `<li>`). */
  readonly aggregatedRateRow?: (hotel: HotelCluster, rate: HotelRate) => ReactNode;
}

interface ResultCardItemProps {
  readonly hotel: HotelCluster;
  readonly priceContext: HotelRatePriceContext;
  readonly amenityNames: ReadonlyMap<string, string>;
  readonly layout: HotelActiveView;
  readonly selected: boolean;
  readonly onSelect: (hotelDetailId: string) => void;
  readonly rates: ((hotel: HotelCluster) => ReactNode) | undefined;
  readonly shareActions: ((hotel: HotelCluster) => ReactNode) | undefined;
  readonly keep: ((hotel: HotelCluster) => Pick<HotelResultCardProps, "favourite" | "compare">) | undefined;
  readonly detailHref: ((hotel: HotelCluster) => string) | undefined;
}

/**
 * One abbreviated card, drawn again only when one of its own props changes (memo over stable props: the page's slot
 * functions must keep their identity between redraws).
 */
const ResultCardItem = memo(
  ({ hotel, onSelect, rates, shareActions, keep, detailHref, ...rest }: ResultCardItemProps) => (
    <HotelResultCard
      hotel={hotel}
      {...rest}
      onSelect={() => onSelect(hotel.hotelDetailId)}
      {...(rates === undefined ? {} : { rates: rates(hotel) })}
      {...(shareActions === undefined ? {} : { shareActions: shareActions(hotel) })}
      {...keep?.(hotel)}
      {...(detailHref === undefined ? {} : { detailHref: detailHref(hotel) })}
    />
  ),
);

/** Cards drawn before the window reports what it shows: a first screen's worth at the widest layout. */
const FIRST_SCREEN = 4;

/** The session-expired overlay, fetched only when a search's ttl runs out. */
const SessionExpiredOverlay = lazy(async () => ({
  default: (await import("../../session/SessionExpiredOverlay/SessionExpiredOverlay")).SessionExpiredOverlay,
}));

/**
 * Aggregated clusters (a portal's `viewType`, never the default) and the offer widgets (after the pager, 500 ms after
 * the search) load their code when first drawn: the route's own JavaScript stays within its 40 KB budget.
 */
const HotelAggregatedCard = lazy(async () => ({
  default: (await import("../HotelAggregatedCard/HotelAggregatedCard")).HotelAggregatedCard,
}));
// Memoised: the page redraws at each filter click, progress tick and reply; an offer's widget only when its own
// hotel, prices or link change.
const HotelOfferWidget = lazy(async () => ({
  default: memo((await import("../HotelOfferWidget/HotelOfferWidget")).HotelOfferWidget),
}));

const VIEW_KEYS: Record<HotelActiveView, MessageKey> = {
  abreviada: "hotel.viewAbbreviated",
  normal: "hotel.viewNormal",
  carousel: "hotel.viewCarousel",
  mapa: "hotel.viewMap",
};

/**
 * The hotel (or holiday-house) results page (spec 001 §2, §4): summary and 'Ajustar búsqueda', progress with stop
 * and resume, sort, price switch, view modes, filters and results dimmed under an overlay while loading, skeleton
 * cards, abbreviated or aggregated cards, disabled hotel notice, pager, offers, and the failure, empty, bad-URL and
 * session-expired states. Filters, map and the rooms tab are slots.
 */
export const HotelResultsPage = (props: HotelResultsPageProps) => {
  const t = useT();
  const { data, actions, status, kind } = props;
  const reply = data.reply;
  const nights = data.summary?.nights ?? 0;
  // Memoised so that the memoised cards keep their props while the page redraws (loading, progress ticks).
  const priceContext = useMemo<HotelRatePriceContext>(
    () => ({
      currency: data.currencyCode,
      perNight: data.priceMode === "night",
      nights,
      showPricesIncludeTaxes: reply?.showPricesIncludeTaxes,
      countryTax: reply?.countryTax,
      rgTax: reply?.rgTax,
      priceGo: data.priceGo,
    }),
    [data.currencyCode, data.priceMode, nights, reply, data.priceGo],
  );
  const facets = data.facets;
  const amenityNames = useMemo(
    () =>
      new Map(
        [...(facets?.amenity ?? []), ...(facets?.services ?? [])].map((option) => [option.code, option.description]),
      ),
    [facets],
  );
  const title = t(titleKey(kind));
  if (status === "badUrl" || data.summary === null) {
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
  const aggregated = hotelViewIsAggregated(reply?.viewType);
  const disabled = data.hotels.filter((hotel) => hotel.disabled === true);
  const shown = hotelsUnderFavouriteFilter(
    data.hotels.filter((hotel) => hotel.disabled !== true),
    data.filters.offers.favourite,
    props.favouriteIds,
  );
  const selected = data.hotels.find((hotel) => hotel.hotelDetailId === data.selectedHotelId);
  // `key`: the card's place among its siblings; the windowed list's slots hold one card each, kept across hotels.
  const { cards } = props;
  const card = (hotel: HotelCluster, key: string = hotel.hotelDetailId) =>
    aggregated && cards === undefined ? (
      <div key={key} className={styles.skeleton} aria-hidden="true" />
    ) : aggregated && cards !== undefined ? (
      <Suspense key={key} fallback={<div className={styles.skeleton} aria-hidden="true" />}>
        <HotelAggregatedCard
          hotel={hotel}
          state={cards.stateOf(hotel.hotelDetailId)}
          onEvent={(event) => cards.send(hotel.hotelDetailId, event)}
          priceContext={priceContext}
          tariffOnDemand={cards.tariffOnDemand}
          rates={cards.ratesOf(hotel).rates}
          ratesStatus={cards.ratesOf(hotel).status}
          onRetry={() => cards.retry(hotel.hotelDetailId)}
          {...(props.detailHref === undefined ? {} : { detailHref: props.detailHref(hotel) })}
          {...(props.aggregatedRateRow === undefined
            ? {}
            : { rateRow: (rate: HotelRate) => props.aggregatedRateRow?.(hotel, rate) })}
        />
      </Suspense>
    ) : (
      <ResultCardItem
        key={key}
        hotel={hotel}
        priceContext={priceContext}
        amenityNames={amenityNames}
        layout={data.viewMode}
        selected={hotel.hotelDetailId === data.selectedHotelId}
        onSelect={actions.selectHotel}
        rates={props.rates}
        shareActions={props.shareActions}
        keep={props.keep}
        detailHref={props.detailHref}
      />
    );
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
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {t("hotelResults.found", { count: data.totalCount })}
        </p>
        <label className={styles.control}>
          {t("shell.sortBy")}
          <select value={data.sort.selected} onChange={(event) => actions.sortBy(event.target.value as never)}>
            {data.sort.options.map((option) => (
              <option key={option.field} value={option.field}>
                {t(option.key)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.control}>
          {t("hotelResults.priceMode")}
          <select
            value={data.priceMode}
            onChange={(event) => actions.setPriceMode(event.target.value as HotelPriceMode)}
          >
            <option value="night">{t("hotel.pricePerNight")}</option>
            <option value="stay">{t("hotel.priceTotalStay")}</option>
          </select>
        </label>
        <fieldset className={styles.views}>
          <legend className={styles.legend}>{t("hotelResults.viewMode")}</legend>
          {HOTEL_ACTIVE_VIEWS.map((view) => (
            <label key={view} className={data.viewMode === view ? styles.viewOn : styles.view}>
              <input
                type="radio"
                name="hotel-view-mode"
                value={view}
                checked={data.viewMode === view}
                onChange={() => actions.setViewMode(view)}
              />
              {t(VIEW_KEYS[view])}
            </label>
          ))}
        </fieldset>
        {aggregated && cards !== undefined ? (
          <div className={styles.expandAll}>
            <button
              type="button"
              className={styles.small}
              onClick={() => cards.expandAll(shown.map((hotel) => hotel.hotelDetailId))}
            >
              {t("shell.expandAll")}
            </button>
            <button type="button" className={styles.small} onClick={() => cards.collapseAll()}>
              {t("shell.collapseAll")}
            </button>
          </div>
        ) : null}
      </div>
      <div className={styles.layout}>
        {props.filters === undefined ? null : (
          <aside className={styles.filters} aria-label={t("shell.filterBy")} aria-busy={data.loading}>
            <div className={data.loading ? styles.dimmed : styles.dimmable}>{props.filters}</div>
          </aside>
        )}
        <section className={styles.results} aria-label={title} aria-busy={data.loading}>
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
                  {card(selected)}
                </section>
              )}
            </div>
          ) : null}
          {aggregated || data.hotels.length === 0 ? null : props.multiPdf}
          <div className={data.loading && data.hotels.length > 0 ? styles.overlaid : styles.dimmable}>
            {disabled.map((hotel) => {
              const notice = hotelDisabledNotice(hotel, data.hotels);
              return notice === undefined ? null : (
                <div key={hotel.hotelDetailId} className={styles.notice} role="status">
                  <p>{t(notice.key, notice.params)}</p>
                  {notice.similar.length === 0 ? null : (
                    <h2 className={styles.similar}>{t("hotelResults.similarHotels")}</h2>
                  )}
                </div>
              );
            })}
            {data.viewMode === "carousel" ? (
              // A scrolling row: focusable so that the keyboard can scroll it (axe scrollable-region-focusable).
              // biome-ignore lint/a11y/noNoninteractiveTabindex: the carousel scrolls with the arrow keys once focused
              <section className={styles.carousel} tabIndex={0} aria-label={t("hotel.viewCarousel")}>
                {shown.map((hotel) => card(hotel))}
              </section>
            ) : (
              <div className={styles.list}>
                {aggregated
                  ? shown.map((hotel) => card(hotel))
                  : shown.map((hotel, index) => (
                      // Keyed by position: a filter, sort or page click draws the new reply's cards into the slots
                      // already on the page, which keep their measured heights. Keyed by hotel, every slot of the
                      // new page was new and was drawn once more in idle time to be measured (the last cards
                      // first, one per idle callback): some 16 draws after each click, the list settling ~1.5 s
                      // after the reply at 4x CPU slowdown. The card inside is kept too: the new hotel's text is
                      // written into it (the card resets what was opened when its hotel changes), where a card keyed
                      // by hotel was built again, ~50 elements each.
                      <WindowedSlot
                        // biome-ignore lint/suspicious/noArrayIndexKey: the slot is a place in the list, not a hotel
                        key={index}
                        initiallyShown={index < FIRST_SCREEN}
                        label={hotel.name}
                        // The last cards first: measured before anyone scrolls to the pager, so it never moves.
                        {...(index < FIRST_SCREEN ? {} : { measureOrder: shown.length - 1 - index })}
                        // The last screen's slots, above the pager, are measured again for their new card: the
                        // pager does not move under the pointer (the others are anchored by the scroll).
                        {...(shown.length - index > FIRST_SCREEN ? {} : { contentKey: hotel.hotelDetailId })}
                      >
                        {card(hotel, "card")}
                      </WindowedSlot>
                    ))}
              </div>
            )}
            {Array.from({ length: data.skeletons }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <div key={index} className={styles.skeleton} aria-hidden="true" />
            ))}
          </div>
          <Pager pagination={data.pagination} onPage={actions.goToPage} />
          {/* After the list and the pager: offers arriving late (500 ms after the search) move neither (CLS, pointer). */}
          {data.offers.length === 0 || props.offerWidgets === 0 ? null : (
            <aside className={styles.offers} aria-label={t("hotel.offers")}>
              <h2 className={styles.offersTitle}>{t("hotel.offers")}</h2>
              <Suspense fallback={null}>
                {data.offers.slice(0, props.offerWidgets).map((offer) => (
                  <HotelOfferWidget
                    key={offer.hotelDetailId}
                    hotel={offer}
                    priceContext={priceContext}
                    {...(props.detailHref === undefined ? {} : { href: props.detailHref(offer) })}
                  />
                ))}
              </Suspense>
            </aside>
          )}
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
