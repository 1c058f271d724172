import {
  formatNumber,
  HOTEL_POI_DISTANCE_STEPS_KM,
  type HotelFiltersChange,
  type HotelPoiChoice,
  type HotelPoiGeo,
  type HotelSearchFilterOptions,
  type HotelSearchFilters,
  hotelPoiFilterChoose,
  hotelPoiFilterDistance,
  hotelPoiFilterRemove,
  hotelPoiSearchCenter,
  hotelPoiSliderDistance,
  hotelPoiSliderIndex,
  hotelPoiSliderKm,
} from "@travesia/core";
import { type ReactNode, useId, useState } from "react";
import { useLanguageCode, useT } from "../../i18n/LanguageContext";
import { sidebarBlockStyles as styles } from "../../shared/filters/sidebarLooks";

/** What the sidebar hands to its `poiFinder` slot. */
export interface HotelPoiFinderSlot {
  /** Where to look for points of interest (core's `hotelPoiSearchCenter`). */
  readonly center: HotelPoiGeo;
  /** Call with the picked point: the sidebar sends `hotelPoiFilterChoose(point, distance on the slider)`. */
  readonly onChoose: (choice: HotelPoiChoice) => void;
}

interface HotelPoiFilterBlockProps {
  readonly filters: HotelSearchFilters;
  readonly facets: HotelSearchFilterOptions;
  readonly onChange: (change: HotelFiltersChange) => void;
  readonly poiFinder: ((slot: HotelPoiFinderSlot) => ReactNode) | undefined;
}

/** Point of interest (spec 001 §2, §9): the search slot, the chosen point with its removal, the distance slider. */
export const HotelPoiFilterBlock = ({ filters, facets, onChange, poiFinder }: HotelPoiFilterBlockProps) => {
  const t = useT();
  const language = useLanguageCode();
  const id = useId();
  const { poi } = filters;
  const [km, setKm] = useState(hotelPoiSliderKm(poi));
  const center = hotelPoiSearchCenter(facets.geoReference, poi);
  const distance = hotelPoiFilterDistance(poi, km);
  const unchanged = poi.geo === null || hotelPoiSliderKm(poi) === km;
  return (
    <fieldset className={styles.block}>
      <legend className={styles.legend}>{t("hotel.filterPoi")}</legend>
      {center === null ? (
        <p className={styles.note}>{t("hotelFilters.poiNoCenter")}</p>
      ) : (
        // A block box: the finder's field is a flex item of the search forms' rows, not of this column.
        <div>{poiFinder?.({ center, onChoose: (choice) => onChange(hotelPoiFilterChoose(choice, km)) })}</div>
      )}
      {poi.geo === null ? null : (
        <p className={styles.chosen}>
          <span>{t("hotelFilters.poiChosen", { name: poi.name ?? "" })}</span>
          <button type="button" className={styles.remove} onClick={() => onChange(hotelPoiFilterRemove())}>
            {t("select.remove", { item: poi.name ?? t("hotel.filterPoi") })}
          </button>
        </p>
      )}
      <div className={styles.slider}>
        <label htmlFor={id}>{t("hotel.filterPoiDistance", { distance: formatNumber(km, language) })}</label>
        <input
          id={id}
          type="range"
          min={0}
          max={HOTEL_POI_DISTANCE_STEPS_KM.length - 1}
          step={1}
          value={hotelPoiSliderIndex(km)}
          aria-valuetext={t("hotelFilters.distanceValue", { distance: formatNumber(km, language) })}
          onChange={(event) => setKm(hotelPoiSliderDistance(Number(event.target.value)))}
        />
      </div>
      {poi.geo === null ? (
        <p className={styles.note}>{t("hotelFilters.poiChooseFirst")}</p>
      ) : (
        <button
          type="button"
          className={styles.apply}
          disabled={unchanged}
          onClick={() => {
            if (distance !== undefined) onChange(distance);
          }}
        >
          {t("shell.apply")} <span className="visually-hidden">{t("hotel.filterPoi")}</span>
        </button>
      )}
    </fieldset>
  );
};
