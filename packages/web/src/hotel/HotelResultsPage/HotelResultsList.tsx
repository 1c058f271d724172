import {
  BREAKPOINT_MEDIA,
  type HotelActiveView,
  type HotelCluster,
  type HotelFavouriteIds,
  hotelDisabledNotice,
  hotelResultsListed,
  type PaginationView,
} from "@travesia/core";
import type { HotelResultsData } from "@travesia/hooks";
import { memo } from "react";
import { useT } from "../../i18n/LanguageContext";
import { Pager } from "../../shared/results/Pager/Pager";
import { VirtualListLazy } from "../../shared/results/VirtualList/VirtualListLazy";
import { useMediaQuery } from "../../shared/searchForm/useMediaQuery";
import { HotelResultsCard, type HotelResultsCardsContext } from "./HotelResultsCard";
import styles from "./HotelResultsPage.module.css";

/** Props of {@link HotelResultsList}. */
export interface HotelResultsListProps {
  /** The hotels listed, in the reply's order. */
  readonly hotels: readonly HotelCluster[];
  /** The disabled hotels of the reply, each said above the list (with its similar hotels among `all`). */
  readonly disabled: readonly HotelCluster[];
  readonly all: readonly HotelCluster[];
  readonly viewMode: HotelActiveView;
  /** The list's accessible name (the page's heading). */
  readonly label: string;
  readonly context: HotelResultsCardsContext;
  /** Placeholders after the hotels while more are on their way. */
  readonly skeletons: number;
  /** The list fades under an overlay while a reply loads (the pager stays usable). */
  readonly overlaid: boolean;
  readonly pagination: PaginationView;
  readonly onPage: (page: number) => void;
}

/**
 * A card's height before it is measured, at a phone's width and above it: normal cards on a phone were 725–761 px,
 * abbreviated cards on a desktop 420–514 px (Madrid).
 */
const ESTIMATE_PX = { phone: 736, abovePhone: 464 } as const;

/**
 * The hotels of a results page and its pager, after the disabled hotels' notices: a scrolling row in the carousel view, every card in an aggregated view
 * (whose cards open and page their rates), else the one virtual list of the results pages, which keeps the pager
 * still under the pointer while the cards above it are measured.
 */
export const HotelResultsList = (props: HotelResultsListProps) => {
  const t = useT();
  const phone = useMediaQuery(BREAKPOINT_MEDIA.phone);
  const { hotels, context } = props;
  const fade = props.overlaid ? styles.overlaid : styles.dimmable;
  const skeletons = Array.from({ length: props.skeletons }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <div key={index} className={styles.skeleton} aria-hidden="true" />
  ));
  const pager = <Pager pagination={props.pagination} onPage={props.onPage} />;
  const notices =
    props.disabled.length === 0 ? null : (
      <div className={fade}>
        {props.disabled.map((hotel) => {
          const notice = hotelDisabledNotice(hotel, props.all);
          return notice === undefined ? null : (
            <div key={hotel.hotelDetailId} className={styles.notice} role="status">
              <p>{t(notice.key, notice.params)}</p>
              {notice.similar.length === 0 ? null : (
                <h2 className={styles.similar}>{t("hotelResults.similarHotels")}</h2>
              )}
            </div>
          );
        })}
      </div>
    );
  const cards = hotels.map((hotel, index) => (
    <HotelResultsCard key={hotel.hotelDetailId} hotel={hotel} context={context} first={index === 0} />
  ));
  if (props.viewMode === "carousel" || context.aggregated) {
    return (
      <>
        {notices}
        {props.viewMode === "carousel" ? (
          // A scrolling row: focusable so that the keyboard can scroll it (axe scrollable-region-focusable).
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the carousel scrolls with the arrow keys once focused
          <section className={`${styles.carousel} ${fade}`} tabIndex={0} aria-label={t("hotel.viewCarousel")}>
            {cards}
          </section>
        ) : (
          <div className={`${styles.list} ${fade}`}>{cards}</div>
        )}
        {skeletons}
        {pager}
      </>
    );
  }
  return (
    <>
      {notices}
      <VirtualListLazy
        count={hotels.length}
        // Rows are places in the list: a filter, sort or page click writes the new reply's hotels into the cards already
        // on the page (each card resets what was opened when its hotel changes), which keep their measured heights.
        renderItem={(index) => {
          const hotel = hotels[index];
          return hotel === undefined ? null : <HotelResultsCard hotel={hotel} context={context} first={index === 0} />;
        }}
        label={props.label}
        estimateSize={phone ? ESTIMATE_PX.phone : ESTIMATE_PX.abovePhone}
        // As the list stood before it was virtual (every card's article on the page): the page's first hotel is always
        // there to be read, wherever the window is after a page click.
        keepFirst
        className={`${styles.rows} ${fade}`}
        footer={
          <>
            {skeletons}
            {pager}
          </>
        }
      />
    </>
  );
};

/**
 * The list as a reply's data draws it, memoised: the page draws it with the data a render behind (useDeferredValue),
 * so a redraw that changed neither leaves the cards alone.
 */
export const HotelResultsListOf = memo(
  ({
    data,
    favouriteIds,
    ...rest
  }: Pick<HotelResultsListProps, "label" | "context" | "onPage"> & {
    readonly data: HotelResultsData;
    readonly favouriteIds: HotelFavouriteIds | undefined;
  }) => {
    const { listed, disabled } = hotelResultsListed(data.hotels, data.filters.offers.favourite, favouriteIds);
    return (
      <HotelResultsList
        hotels={listed}
        disabled={disabled}
        all={data.hotels}
        viewMode={data.viewMode}
        skeletons={data.skeletons}
        overlaid={data.loading && data.hotels.length > 0}
        pagination={data.pagination}
        {...rest}
      />
    );
  },
);
