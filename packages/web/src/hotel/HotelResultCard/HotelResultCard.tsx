import {
  type HotelActiveView,
  type HotelCluster,
  type HotelRatePriceContext,
  hotelAbbreviatedCard,
  hotelStarCount,
} from "@travesia/core";
import { type ReactNode, useId, useState } from "react";
import { useT } from "../../i18n/LanguageContext";
import { ProductImageConnected } from "../../shared/ProductImage/ProductImageConnected";
import { HotelCardFacts } from "./HotelCardFacts";
import { type HotelCardCompare, type HotelCardFavourite, HotelCardKeep } from "./HotelCardKeep";
import { type HotelCardTab, HotelCardTabs } from "./HotelCardTabs";
import { HotelRatePrice } from "./HotelRatePrice";
import styles from "./HotelResultCard.module.css";

/** Props of {@link HotelResultCard}. */
export interface HotelResultCardProps {
  readonly hotel: HotelCluster;
  /** The reply's price facts, with `perNight` from the page's price switch. */
  readonly priceContext: HotelRatePriceContext;
  readonly layout: HotelActiveView;
  readonly selected: boolean;
  readonly onSelect: () => void;
  /** Amenity names by code (the reply's amenity filter options); a code without a name shows as sent. */
  readonly amenityNames: ReadonlyMap<string, string>;
  /** The rooms tab's content (the connected rates); the first three rates when absent. */
  readonly rates?: ReactNode;
  /** Slot: the card's print and share actions (`HotelShareBarConnected`), above its tabs. */
  readonly shareActions?: ReactNode;
  /** The hotel's or house's detail page (spec 001 §2 "opened in a new tab"), or none. */
  readonly detailHref?: string;
  /** The favourite toggle (spec 001 §4; shown at every size, unlike the spec's legacy template). */
  readonly favourite?: HotelCardFavourite;
  /** The hotel's pick for the comparison (spec 001 §4 "Comparison list toggles per hotel"). */
  readonly compare?: HotelCardCompare;
  /**
   * Shown instead of the first rate's price: a dynamic package's hotel has its select button there, 'Incluida en el
   * precio' while selected, else its price variation (spec 001 §4).
   */
  readonly packaging?: ReactNode;
  /**
   * The list's first card: its image is loaded at once and first, as the page's largest element on a desktop (and on
   * a phone once scrolled to), not lazily.
   */
  readonly firstCard?: boolean | undefined;
}

const FIRST_IMAGE = { loading: "eager", fetchPriority: "high" } as const;
const LATER_IMAGE = { loading: "lazy" } as const;

/**
 * The abbreviated result card (spec 001 §2 "Abbreviated view"): collapsible by its name; stars, ribbon, review,
 * recommendation label, first rate's rooms with occupancy, address, board, price with its notes, 'Bajo petición' on
 * ORQ, offers banner, variations, amenities, and expandable tabs for the rooms and the detail (one open at a time),
 * plus the street-level view in a new tab.
 */
export const HotelResultCard = ({
  hotel,
  priceContext,
  layout,
  selected,
  onSelect,
  amenityNames,
  rates,
  shareActions,
  favourite,
  compare,
  detailHref,
  packaging,
  firstCard = false,
}: HotelResultCardProps) => {
  const t = useT();
  // What a person opened belongs to the hotel: the results list keys its cards by position (a filter, sort or page
  // click draws the new hotels into the cards on screen, changing their text rather than building them again), so
  // another hotel in this card starts as a new card does, body open and tabs closed (React's "adjust state while
  // rendering" pattern). Spec 001 §2 "Per result, expandable tabs": closed until asked, so a page of cards stays light.
  const [open, setOpen] = useState(true);
  const [openTab, setOpenTab] = useState<HotelCardTab | null>(null);
  // The hotel a person changed this card for (folded it, opened a tab, used the share actions), null while nobody
  // did: a card left as it started has nothing to reset when another hotel comes, and is drawn once, not twice.
  const [changedFor, setChangedFor] = useState<string | null>(null);
  // The share actions are kept for the next hotel too (built again for each, a share menu was most of a card's cost
  // at a filter click), unless a person used them (a focus or a press inside): a menu, dialog or PDF of one hotel
  // never stays over another's card.
  const [shareUsed, setShareUsed] = useState(false);
  const [shareKey, setShareKey] = useState(0);
  if (changedFor !== null && changedFor !== hotel.hotelDetailId) {
    setChangedFor(null);
    setOpen(true);
    setOpenTab(null);
    if (shareUsed) {
      setShareUsed(false);
      setShareKey(shareKey + 1);
    }
  }
  const changed = () => setChangedFor(hotel.hotelDetailId);
  const used = () => {
    setShareUsed(true);
    changed();
  };
  const showTab = (tab: HotelCardTab | null) => {
    setOpenTab(tab);
    changed();
  };
  const bodyId = useId();
  const card = hotelAbbreviatedCard(hotel);
  const first = hotel.rates[0];
  const stars = hotelStarCount(hotel.rating?.value);
  const offerTexts = first?.offer?.map((offer) => offer.value) ?? [];
  return (
    <article className={`${styles.card} ${styles[layout] ?? ""} ${selected ? styles.selected : ""}`}>
      {card.recommendedRibbonKey === undefined ? null : <p className={styles.ribbon}>{t(card.recommendedRibbonKey)}</p>}
      <header className={styles.header}>
        <h2 className={styles.name}>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => {
              setOpen(!open);
              changed();
              onSelect();
            }}
          >
            {hotel.name}
          </button>
        </h2>
        {stars === 0 ? null : (
          <span className={styles.stars} role="img" aria-label={t("hotel.stars", { count: stars })}>
            {"★".repeat(stars)}
          </span>
        )}
        <HotelCardKeep hotelName={hotel.name} favourite={favourite} compare={compare} />
      </header>
      {open ? (
        <div id={bodyId} className={styles.body}>
          {hotel.images?.[0] === undefined ? null : (
            <ProductImageConnected
              product="hotel"
              src={hotel.images[0]}
              alt={hotel.name}
              className={styles.image}
              width={240}
              height={160}
              {...(firstCard ? FIRST_IMAGE : LATER_IMAGE)}
            />
          )}
          <HotelCardFacts hotel={hotel} card={card} amenityNames={amenityNames} />
          <div className={styles.aside}>
            {offerTexts.length === 0 ? null : (
              <p className={styles.offer}>
                {t("hotelResults.offersBanner")}: {offerTexts.join(" · ")}
              </p>
            )}
            {card.onRequestKey === undefined ? null : <p className={styles.onRequest}>{t(card.onRequestKey)}</p>}
            {packaging ?? (first === undefined ? null : <HotelRatePrice rate={first} context={priceContext} />)}
          </div>
          {shareActions === undefined ? null : (
            <div key={shareKey} className={styles.shareActions} onFocusCapture={used} onPointerDownCapture={used}>
              {shareActions}
            </div>
          )}
          <HotelCardTabs
            hotel={hotel}
            card={card}
            priceContext={priceContext}
            openTab={openTab}
            onTab={showTab}
            idPrefix={bodyId}
            rates={rates}
            detailHref={detailHref}
          />
        </div>
      ) : null}
    </article>
  );
};
