import {
  type HotelAbbreviatedCard,
  type HotelCluster,
  type HotelRatePriceContext,
  hotelStreetViewUrl,
} from "@travesia/core";
import type { ReactNode } from "react";
import { useT } from "../../i18n/LanguageContext";
import { HotelResultDetailLazy } from "../HotelResultDetail/HotelResultDetailLazy";
import { HotelRatePrice, HotelRateRooms } from "./HotelRatePrice";
import styles from "./HotelResultCard.module.css";

/** A card's tab: its rooms (rates) or its detail. */
export type HotelCardTab = "rooms" | "detail";

/** Props of {@link HotelCardTabs}. */
export interface HotelCardTabsProps {
  readonly hotel: HotelCluster;
  readonly card: HotelAbbreviatedCard;
  readonly priceContext: HotelRatePriceContext;
  /** The open tab, or none: one at a time. */
  readonly openTab: HotelCardTab | null;
  readonly onTab: (tab: HotelCardTab | null) => void;
  /** The prefix of the panels' ids. */
  readonly idPrefix: string;
  /** The rooms tab's content; the card's visible rates when absent. */
  readonly rates: ReactNode | undefined;
  readonly detailHref: string | undefined;
}

/**
 * A result card's expandable tabs (spec 001 §2 "Per result, expandable tabs"), the rooms and the detail, one open at a
 * time, beside the links to the detail page and the street-level view, each in a new tab.
 */
export const HotelCardTabs = ({
  hotel,
  card,
  priceContext,
  openTab,
  onTab,
  idPrefix,
  rates,
  detailHref,
}: HotelCardTabsProps) => {
  const t = useT();
  const streetView = hotelStreetViewUrl(hotel.latitude, hotel.longitude);
  return (
    <div className={styles.tabs}>
      <div className={styles.tabRow}>
        {(["rooms", "detail"] as const).map((tab) => (
          <button
            key={tab}
            type="button"
            className={styles.tab}
            aria-expanded={openTab === tab}
            aria-controls={`${idPrefix}-${tab}`}
            onClick={() => onTab(openTab === tab ? null : tab)}
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
            {t("hotelResults.streetView")} <span className="visually-hidden">{t("hotelResults.streetViewNewTab")}</span>
          </a>
        )}
      </div>
      {openTab === "rooms" ? (
        <div id={`${idPrefix}-rooms`} className={styles.panel}>
          {rates ?? (
            <ul className={styles.rates}>
              {card.visibleRates.map((rate) => (
                <li key={rate.id} className={styles.rate}>
                  <span>
                    <HotelRateRooms rate={rate} /> · {rate.board.name}
                  </span>
                  <HotelRatePrice rate={rate} context={priceContext} />
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
        <div id={`${idPrefix}-detail`} className={styles.panel}>
          <HotelResultDetailLazy hotel={hotel} />
        </div>
      ) : null}
    </div>
  );
};
