import type { ChoiceLook } from "../../shared/filters/FilterChoices";
import type { FrameLook } from "../../shared/filters/FilterFrame";
import type { PriceLook } from "../../shared/filters/PriceRangeSection";
import type { ScheduleLook } from "../../shared/filters/ScheduleSection";
import styles from "./FlightFilterPanel.module.css";

/** The flight panel's frame: a column of disclosures, folded behind a toggle on a phone. */
export const FLIGHT_FRAME_LOOK: FrameLook = {
  frame: styles.panel,
  heading: styles.title,
  clear: styles.clear,
  section: styles.section,
  sectionTitle: styles.sectionTitle,
  sectionButton: styles.sectionButton,
  sectionBody: styles.sectionBody,
  phoneHeader: styles.phoneHeader,
  toggle: styles.toggle,
  phoneBody: styles.phoneBody,
};

/** A section's choices: the legend is the disclosure's title, for screen readers only. */
export const FLIGHT_CHOICE_LOOK: ChoiceLook = {
  group: styles.group,
  row: styles.choice,
  text: styles.choiceLabel,
  name: styles.choiceName,
  count: styles.count,
  from: styles.from,
};

/** An airport list of a leg: its legend shows ('Salida'). */
export const FLIGHT_AIRPORT_LOOK: ChoiceLook = { ...FLIGHT_CHOICE_LOOK, legend: styles.groupTitle };

/** The booking classes: short codes, side by side. */
export const FLIGHT_INLINE_GROUP = `${styles.group} ${styles.inline}`;

/** The price range: the two boxes and the funnel in one row under the results' range. */
export const FLIGHT_PRICE_LOOK: PriceLook = {
  form: styles.funnelForm,
  hint: styles.hint,
  row: styles.funnelRow,
  box: styles.field,
  label: styles.fieldLabel,
  input: styles.input,
  issue: styles.issue,
  apply: styles.funnel,
};

/** A schedule window: two ends, each a day between arrows and an HH:mm box, and its funnel. */
export const FLIGHT_SCHEDULE_LOOK: ScheduleLook = {
  form: styles.schedule,
  title: styles.groupTitle,
  end: styles.scheduleEnd,
  endLabel: styles.fieldLabel,
  line: styles.scheduleLine,
  day: styles.day,
  arrow: styles.arrow,
  dayText: styles.dayText,
  input: `${styles.input} ${styles.time}`,
  apply: styles.funnel,
  issue: styles.issue,
};

/** The legs of the airports and schedules sections. */
export const FLIGHT_LEGS_LOOK = {
  legs: styles.legs,
  leg: styles.leg,
  legTitle: styles.legTitle,
  phoneSort: styles.phoneSort,
};
