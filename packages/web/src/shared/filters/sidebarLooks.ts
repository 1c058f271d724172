import type { ChoiceLook } from "../../shared/filters/FilterChoices";
import type { FrameLook } from "../../shared/filters/FilterFrame";
import styles from "../../shared/filters/filterBlocks.module.css";
import type { PriceLook } from "../../shared/filters/PriceRangeSection";

/** The sidebar's frame: the heading with 'Limpiar Filtros' beside it, then the blocks with a rule between them. */
export const HOTEL_FRAME_LOOK: FrameLook = {
  frame: styles.sidebar,
  header: styles.header,
  heading: styles.heading,
  clear: styles.clear,
};

/** A block of checkboxes: its legend shows; a long list folds behind its button. */
export const HOTEL_CHOICE_LOOK: ChoiceLook = {
  group: styles.block,
  legend: styles.legend,
  list: styles.options,
  row: styles.option,
  name: styles.optionLabel,
  count: styles.count,
  more: styles.more,
  countSpaced: true,
};

/** The price block: a legend, the price basis, the two boxes side by side, 'Aplicar' under them. */
export const HOTEL_PRICE_LOOK: PriceLook = {
  form: styles.block,
  fieldset: styles.plain,
  legend: styles.legend,
  note: styles.note,
  boxes: styles.priceBoxes,
  box: styles.priceBox,
  input: styles.control,
  issue: styles.error,
  apply: styles.apply,
};

/** The blocks' class names, for the hotel-only sections (name, point of interest). */
export const hotelBlockStyles = styles;
