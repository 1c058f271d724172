import type { ChoiceLook } from "./FilterChoices";
import type { FrameLook } from "./FilterFrame";
import styles from "./filterBlocks.module.css";
import type { PriceLook } from "./PriceRangeSection";

/*
 * The filter sidebar's look, shared by the hotel and house sidebar and the transfer, activity and circuit panels: the
 * shared blocks' class names handed to the frame, choice and price sections.
 */

/** The sidebar's frame: the heading with 'Limpiar Filtros' beside it, then the blocks with a rule between them. */
export const SIDEBAR_FRAME_LOOK: FrameLook = {
  frame: styles.sidebar,
  header: styles.header,
  heading: styles.heading,
  clear: styles.clear,
};

/** A block of checkboxes: its legend shows; a long list folds behind its button. */
export const SIDEBAR_CHOICE_LOOK: ChoiceLook = {
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
export const SIDEBAR_PRICE_LOOK: PriceLook = {
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

/** The blocks' class names, for sections drawn by hand (the hotel name, the point of interest). */
export const sidebarBlockStyles = styles;
