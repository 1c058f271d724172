import type { FlightServiceClassLabel } from "@travesia/core";
import type { Translate } from "../i18n/LanguageContext";

/** A known class of service in the page's language (the catalog's word), any other in the supplier's words. */
export const serviceClassText = (t: Translate, label: FlightServiceClassLabel | null): string =>
  label === null ? "" : "key" in label ? t(label.key) : label.text;
