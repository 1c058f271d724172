import { Combobox, ComboboxInput, Field, Label } from "@headlessui/react";
import type { HotelPoiChoice, PointOfInterest } from "@travesia/core";
import type { HotelPoiSearchResult } from "@travesia/hooks";
import { useState } from "react";
import { useT } from "../../i18n/LanguageContext";
import styles from "../../shared/SearchFormFrame/SearchFormFrame.module.css";
import { suggestionStatusText } from "../../shared/searchForm/locationStatus";
import { SuggestionOptions, SuggestionStatusLine } from "../../shared/searchForm/SuggestionOptions";
import own from "./HotelPoiFinder.module.css";

/** Props of the stateless {@link HotelPoiFinder}. */
export interface HotelPoiFinderProps {
  /** The text in the box. */
  readonly term: string;
  readonly options: readonly PointOfInterest[];
  readonly status: HotelPoiSearchResult["status"];
  readonly onType: (term: string) => void;
  /** A point was picked: the sidebar turns it into the filter (core's `hotelPoiFilterChoose`). */
  readonly onChoose: (choice: HotelPoiChoice) => void;
}

/** Spec 001 §5: "3+ for generic and POI search". */
const POI_MIN_CHARS = 3;

/**
 * The point-of-interest search of the filter sidebar (spec 001 §2 "address or postcode search"): a Headless UI
 * combobox listing the points found around the search, each with its vicinity; a polite status line says when it
 * needs more characters, is searching, found nothing or failed.
 */
export const HotelPoiFinder = ({ term, options, status, onType, onChoose }: HotelPoiFinderProps) => {
  const t = useT();
  const [focused, setFocused] = useState(false);
  const statusText = status === "idle" ? "" : suggestionStatusText(t, status, POI_MIN_CHARS, "select.noResults");
  return (
    <Field className={`${styles.field} ${styles.destination}`}>
      <Label className={styles.label}>{t("hotel.filterPoiSearch")}</Label>
      <Combobox<PointOfInterest | null>
        value={null}
        by={(a, b) => a?.id === b?.id}
        onChange={(poi) => {
          if (poi === null) return;
          onChoose({ description: poi.description, geo: poi.geo });
          onType("");
        }}
      >
        {({ open }) => (
          <>
            <ComboboxInput<PointOfInterest | null>
              className={styles.control}
              type="search"
              autoComplete="off"
              displayValue={() => term}
              onFocus={() => setFocused(true)}
              onBlur={() => setFocused(false)}
              onChange={(event) => onType(event.target.value)}
            />
            <SuggestionOptions
              open={open}
              options={options}
              label={t("hotel.filterPoi")}
              optionClassName={`${styles.option} ${own.stacked}`}
            >
              {(poi) => (
                <>
                  <span>{poi.description}</span>
                  {poi.vicinity === undefined ? null : <span className={own.vicinity}>{poi.vicinity}</span>}
                </>
              )}
            </SuggestionOptions>
          </>
        )}
      </Combobox>
      <SuggestionStatusLine focused={focused} text={statusText} />
    </Field>
  );
};
