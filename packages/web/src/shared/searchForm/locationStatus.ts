import type { MessageKey } from "@travesia/core";
import type { Translate } from "../../i18n/LanguageContext";

/** Where a suggestion list stands (the statuses of the hooks' `useLocationAutocomplete` and `useBundleOptions`). */
export type SuggestionStatus =
  | "recent"
  | "starred"
  | "tooShort"
  | "waiting"
  | "searching"
  | "ready"
  | "empty"
  | "error";

/** What the list's live region says in each status; nothing while suggestions or recent locations show. */
export const suggestionStatusText = (
  t: Translate,
  status: SuggestionStatus,
  minChars: number,
  noResultsKey: MessageKey = "location.noResults",
): string => {
  switch (status) {
    case "tooShort":
      return minChars >= 3 ? t("select.minCharacters") : t("forms.textTooShort", { min: minChars });
    case "waiting":
    case "searching":
      return t("select.searching");
    case "empty":
      return t(noResultsKey);
    case "error":
      return t("select.loadError");
    case "recent":
    case "starred":
    case "ready":
      return "";
  }
};

/** The label key of a suggestion's type (spec 000 §3 "type, category"), when it is one the list names. */
export const suggestionTypeKey = (type: string): MessageKey | undefined => {
  switch (type) {
    case "city":
      return "location.typeCity";
    case "airport":
      return "location.typeAirport";
    case "hotel":
      return "location.typeHotel";
    case "poi":
      return "location.typePoi";
    case "region":
      return "location.typeRegion";
    default:
      return undefined;
  }
};
