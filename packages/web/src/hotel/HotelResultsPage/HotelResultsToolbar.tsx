import { HOTEL_ACTIVE_VIEWS, type HotelActiveView, type HotelPriceMode, type MessageKey } from "@travesia/core";
import type { HotelResultsActions, HotelResultsData } from "@travesia/hooks";
import { useT } from "../../i18n/LanguageContext";
import styles from "./HotelResultsPage.module.css";

/** Props of {@link HotelResultsToolbar}. */
export interface HotelResultsToolbarProps {
  readonly data: Pick<HotelResultsData, "totalCount" | "sort" | "priceMode" | "viewMode">;
  readonly actions: Pick<HotelResultsActions, "sortBy" | "setPriceMode" | "setViewMode">;
  /** 'Expandir todo' and 'Colapsar todo' of an aggregated view's cards; absent elsewhere. */
  readonly expand?: { readonly all: () => void; readonly none: () => void };
}

const VIEW_KEYS: Record<HotelActiveView, MessageKey> = {
  abreviada: "hotel.viewAbbreviated",
  normal: "hotel.viewNormal",
  carousel: "hotel.viewCarousel",
  mapa: "hotel.viewMap",
};

/**
 * The bar above the hotel results (spec 001 §2, §4): the count found, the sort, prices per night or for the stay, the
 * view modes, and an aggregated view's expand and collapse.
 */
export const HotelResultsToolbar = ({ data, actions, expand }: HotelResultsToolbarProps) => {
  const t = useT();
  return (
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
        <select value={data.priceMode} onChange={(event) => actions.setPriceMode(event.target.value as HotelPriceMode)}>
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
      {expand === undefined ? null : (
        <div className={styles.expandAll}>
          <button type="button" className={styles.small} onClick={expand.all}>
            {t("shell.expandAll")}
          </button>
          <button type="button" className={styles.small} onClick={expand.none}>
            {t("shell.collapseAll")}
          </button>
        </div>
      )}
    </div>
  );
};
