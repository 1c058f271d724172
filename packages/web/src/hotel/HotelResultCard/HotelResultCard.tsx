import {
  formatMoney,
  formatNumber,
  type HotelActiveView,
  type HotelCluster,
  type HotelRate,
  type HotelRatePriceContext,
  hotelAbbreviatedCard,
  hotelRatePrice,
  hotelStarCount,
  hotelStreetViewUrl,
} from "@travesia/core";
import { Result } from "effect";
import { type ReactNode, useId, useState } from "react";
import { useLanguageCode, useT } from "../../i18n/LanguageContext";
import { ProductImageConnected } from "../../shared/ProductImage/ProductImageConnected";
import { HotelFavouriteToggle, type HotelFavouriteToggleProps } from "../HotelFavouriteToggle/HotelFavouriteToggle";
import { HotelResultDetailLazy } from "../HotelResultDetail/HotelResultDetailLazy";
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
  /** The rooms tab's content (the rates tab of issue 12); the first three rates when absent. */
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
}

/** The favourite toggle of a card. */
type HotelCardFavourite = HotelFavouriteToggleProps;

/** The comparison pick of a card. */
interface HotelCardCompare {
  readonly checked: boolean;
  /** Four hotels are picked already and this is not one of them. */
  readonly disabled: boolean;
  readonly onToggle: () => void;
}

/** A rate's price and its notes (tax, currencies), or nothing when the amount does not read. */
const RatePrice = ({ rate, context }: { rate: HotelRate; context: HotelRatePriceContext }) => {
  const t = useT();
  const language = useLanguageCode();
  const price = hotelRatePrice(rate, context);
  if (Result.isFailure(price)) return null;
  const view = price.success;
  const notes = [view.basisLabelKey, view.taxLabelKey, view.countryTaxKey, view.perceptionKey]
    .filter((key) => key !== undefined)
    .map((key) => t(key));
  return (
    <div className={styles.price}>
      <strong className={styles.amount}>{formatMoney(view.shown, language)}</strong>
      {view.alternatives.length === 0 ? null : (
        <span className={styles.note}>
          {view.alternatives.map((alternative) => `≈ ${formatMoney(alternative, language)}`).join(" · ")}
        </span>
      )}
      <span className={styles.note}>{notes.join(" · ")}</span>
    </div>
  );
};

const occupancyText = (t: ReturnType<typeof useT>, rate: HotelRate) =>
  rate.rooms
    .map((room) =>
      [
        room.type.name,
        room.occupancy === undefined ? null : t("hotel.summaryAdults", { count: room.occupancy.adults }),
        room.occupancy === undefined || room.occupancy.children === 0
          ? null
          : t("hotel.summaryChildren", { count: room.occupancy.children }),
      ]
        .filter((part) => part !== null)
        .join(", "),
    )
    .join(" + ");

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
}: HotelResultCardProps) => {
  const t = useT();
  const language = useLanguageCode();
  // What a person opened belongs to the hotel: the results list keys its cards by position (a filter, sort or page
  // click draws the new hotels into the cards on screen, changing their text rather than building them again), so
  // another hotel in this card starts as a new card does, body open and tabs closed (React's "adjust state while
  // rendering" pattern). Spec 001 §2 "Per result, expandable tabs": closed until asked, so a page of cards stays light.
  const [open, setOpen] = useState(true);
  const [openTab, setOpenTab] = useState<"rooms" | "detail" | null>(null);
  const [shownId, setShownId] = useState(hotel.hotelDetailId);
  // The share actions are kept for the next hotel too (built again for each, a share menu was most of a card's cost
  // at a filter click), unless a person used them (a focus or a press inside): a menu, dialog or PDF of one hotel
  // never stays over another's card.
  const [shareUsed, setShareUsed] = useState(false);
  const [shareKey, setShareKey] = useState(0);
  if (shownId !== hotel.hotelDetailId) {
    setShownId(hotel.hotelDetailId);
    setOpen(true);
    setOpenTab(null);
    if (shareUsed) {
      setShareUsed(false);
      setShareKey(shareKey + 1);
    }
  }
  const used = () => setShareUsed(true);
  const bodyId = useId();
  const card = hotelAbbreviatedCard(hotel);
  const first = hotel.rates[0];
  const streetView = hotelStreetViewUrl(hotel.latitude, hotel.longitude);
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
        {favourite === undefined && compare === undefined ? null : (
          <div className={styles.keep}>
            {favourite === undefined ? null : (
              <HotelFavouriteToggle on={favourite.on} busy={favourite.busy} onToggle={favourite.onToggle} />
            )}
            {compare === undefined ? null : (
              <label className={compare.checked ? styles.compareOn : styles.compare}>
                <input
                  type="checkbox"
                  checked={compare.checked}
                  disabled={compare.disabled}
                  onChange={compare.onToggle}
                  aria-label={t("hotelCompare.pickHotel", { hotel: hotel.name })}
                />
                <span aria-hidden="true">{t("hotelCompare.pick")}</span>
              </label>
            )}
          </div>
        )}
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
              loading="lazy"
            />
          )}
          <div className={styles.facts}>
            {hotel.address?.[0] === undefined ? null : <p className={styles.muted}>{hotel.address[0]}</p>}
            {hotel.distance === undefined ? null : (
              <p className={styles.muted}>
                {t("hotel.distanceFromSearch", {
                  distance: formatNumber(hotel.distance.value, language),
                  unit: hotel.distance.unit,
                })}
              </p>
            )}
            <div className={styles.badges}>
              {card.recommendation === undefined ? null : (
                <span className={`${styles.badge} ${styles[card.recommendation.className] ?? ""}`}>
                  {t(card.recommendation.key)}
                </span>
              )}
              {card.variationKeys.map((key) => (
                <span key={key} className={styles.badge}>
                  {t(key)}
                </span>
              ))}
              {hotel.tripAdvisor === undefined ? null : (
                <span className={styles.review}>
                  <img src={hotel.tripAdvisor.imagePath} alt="" width={88} height={16} loading="lazy" />
                  {t("hotel.reviews", { count: hotel.tripAdvisor.reviews })}
                </span>
              )}
            </div>
            {first === undefined ? null : <p>{occupancyText(t, first)}</p>}
            {card.board === undefined ? null : (
              <p className={styles.board}>{card.board.key === undefined ? card.board.name : t(card.board.key)}</p>
            )}
            {hotel.amenities === undefined || hotel.amenities.length === 0 ? null : (
              <ul className={styles.chips} aria-label={t("hotel.amenities")}>
                {hotel.amenities.slice(0, 3).map((amenity, index) => (
                  // By place: another hotel's chips in this card are new text in the same items.
                  // biome-ignore lint/suspicious/noArrayIndexKey: plain text items with no state of their own
                  <li key={index}>{amenityNames.get(amenity) ?? amenity}</li>
                ))}
              </ul>
            )}
          </div>
          <div className={styles.aside}>
            {offerTexts.length === 0 ? null : (
              <p className={styles.offer}>
                {t("hotelResults.offersBanner")}: {offerTexts.join(" · ")}
              </p>
            )}
            {card.onRequestKey === undefined ? null : <p className={styles.onRequest}>{t(card.onRequestKey)}</p>}
            {packaging ?? (first === undefined ? null : <RatePrice rate={first} context={priceContext} />)}
          </div>
          {shareActions === undefined ? null : (
            <div key={shareKey} className={styles.shareActions} onFocusCapture={used} onPointerDownCapture={used}>
              {shareActions}
            </div>
          )}
          <div className={styles.tabs}>
            <div className={styles.tabRow}>
              {(["rooms", "detail"] as const).map((tab) => (
                <button
                  key={tab}
                  type="button"
                  className={styles.tab}
                  aria-expanded={openTab === tab}
                  aria-controls={`${bodyId}-${tab}`}
                  onClick={() => setOpenTab(openTab === tab ? null : tab)}
                >
                  {t(tab === "rooms" ? "hotel.tabRooms" : "hotel.tabDetail")}
                </button>
              ))}
              {detailHref === undefined ? null : (
                <a className={styles.streetView} href={detailHref} target="_blank" rel="noopener">
                  {t("hotel.seeDetail")} <span className="visually-hidden">{hotel.name}</span>{" "}
                  <span className="visually-hidden">{t("hotelResults.streetViewNewTab")}</span>
                </a>
              )}
              {streetView === undefined ? null : (
                <a className={styles.streetView} href={streetView} target="_blank" rel="noopener noreferrer">
                  {t("hotelResults.streetView")}{" "}
                  <span className="visually-hidden">{t("hotelResults.streetViewNewTab")}</span>
                </a>
              )}
            </div>
            {openTab === "rooms" ? (
              <div id={`${bodyId}-rooms`} className={styles.panel}>
                {rates ?? (
                  <ul className={styles.rates}>
                    {card.visibleRates.map((rate) => (
                      <li key={rate.id} className={styles.rate}>
                        <span>
                          {occupancyText(t, rate)} · {rate.board.name}
                        </span>
                        <RatePrice rate={rate} context={priceContext} />
                      </li>
                    ))}
                    {card.otherRatesLink === undefined ? null : (
                      <li className={styles.more}>{t(card.otherRatesLink.key, card.otherRatesLink.params)}</li>
                    )}
                  </ul>
                )}
              </div>
            ) : null}
            {openTab === "detail" ? (
              <div id={`${bodyId}-detail`} className={styles.panel}>
                <HotelResultDetailLazy hotel={hotel} />
              </div>
            ) : null}
          </div>
        </div>
      ) : null}
    </article>
  );
};
