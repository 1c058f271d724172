import { type HotelRangeEnd, type HotelStarRange, hotelStarRangeSet } from "@travesia/core";
import { memo, useId, useState } from "react";
import { useT } from "../../i18n/LanguageContext";
import styles from "./filterBlocks.module.css";

/** Props of {@link RangeSection}. */
export interface RangeSectionProps {
  /** The block's title (the fieldset's legend), e.g. 'Categoría'. */
  readonly legend: string;
  /** The applied range. */
  readonly value: HotelStarRange;
  /** The slider's bounds and step (core's `HOTEL_CATEGORY_RANGE` or `HOTEL_REVIEW_RANGE`). */
  readonly bounds: { readonly min: number; readonly max: number; readonly step: number };
  /** What a screen reader says for one thumb's value ('3 estrellas'). */
  readonly valueText: (value: number) => string;
  /** The visible summary of the chosen range ('De 3 a 5 estrellas'). */
  readonly summary: (range: HotelStarRange) => string;
  /** Called with the chosen range when 'Aplicar' is pressed (spec 001 §2 "slider … with Apply"). */
  readonly onApply: (range: HotelStarRange) => void;
}

/**
 * The "range" section kind: a 1–5 range chosen with two labelled native sliders (minimum, maximum: arrow keys, Home
 * and End work) and applied with 'Aplicar'; a thumb that passes the other pushes it along (core's `hotelStarRangeSet`). Keeps the unapplied
 * range only while it is being chosen: give it `key={…the applied range…}` so that an outside change (clear filters,
 * back) starts it again from the applied value. Drawn again only when a prop changes: keep `valueText`, `summary`
 * and `onApply` the same functions between renders; `value` is compared by its ends (a results page reads it from
 * the URL again at each filter click).
 */
const RangeSectionBlock = ({ legend, value, bounds, valueText, summary, onApply }: RangeSectionProps) => {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState<HotelStarRange>(value);
  const move = (end: HotelRangeEnd, next: number) => setDraft((range) => hotelStarRangeSet(range, end, next, bounds));
  const unchanged = draft.min === value.min && draft.max === value.max;
  const thumb = (end: HotelRangeEnd, labelKey: "hotelFilters.rangeMin" | "hotelFilters.rangeMax") => (
    <div className={styles.slider}>
      <label htmlFor={`${id}-${end}`}>{t(labelKey)}</label>
      <input
        id={`${id}-${end}`}
        type="range"
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        value={draft[end]}
        aria-valuetext={valueText(draft[end])}
        onChange={(event) => move(end, Number(event.target.value))}
      />
    </div>
  );
  return (
    <fieldset className={styles.block}>
      <legend className={styles.legend}>{legend}</legend>
      <output className={styles.summary} htmlFor={`${id}-min ${id}-max`} aria-live="polite">
        {summary(draft)}
      </output>
      {thumb("min", "hotelFilters.rangeMin")}
      {thumb("max", "hotelFilters.rangeMax")}
      <button type="button" className={styles.apply} disabled={unchanged} onClick={() => onApply(draft)}>
        {t("shell.apply")} <span className="visually-hidden">{legend}</span>
      </button>
    </fieldset>
  );
};

/** The range filter (see {@link RangeSectionBlock}), memoised with `value` compared by its ends. */
export const RangeSection = memo(
  RangeSectionBlock,
  ({ value: a, ...before }, { value: b, ...after }) =>
    a.min === b.min &&
    a.max === b.max &&
    before.legend === after.legend &&
    before.bounds === after.bounds &&
    before.valueText === after.valueText &&
    before.summary === after.summary &&
    before.onApply === after.onApply,
);
