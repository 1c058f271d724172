import {
  type AutocompleteContext,
  autocompleteMinChars,
  MULTI_SELECT_MORE_MESSAGE_KEY,
  multiSelectSummary,
  type SearchFormPlace,
  searchFormPlaceOptions,
} from "@travesia/core";
import { type BundleOptionsResult, type LocationSource, useLocationAutocomplete } from "@travesia/hooks";
import { useT } from "../../i18n/LanguageContext";
import type { DestinationFieldProps } from "../DestinationField/DestinationField";
import type { PlacesFieldProps } from "../PlacesField/PlacesField";

/** The data and verbs a {@link DestinationFieldProps} box takes from its wrapper. */
export type DestinationBinding = Pick<
  DestinationFieldProps,
  "text" | "chosenValue" | "options" | "status" | "minChars" | "onType" | "onChoose"
>;

/** A form's verbs for one single-place box (core's `…Typed` and `…Chosen` events). */
export interface PlaceVerbs {
  readonly type: (text: string) => void;
  readonly choose: (place: SearchFormPlace) => void;
}

/**
 * A destination box wired to the location hook (debounce 500 ms on home and houses, 750 ms elsewhere; 2 characters;
 * recent locations for an empty term: spec 000 §5, §9). Typing and choosing go to the form's verbs (core drops the
 * chosen place on typing); a chosen place is remembered as a recent location.
 */
export const useDestinationBinding = (
  context: AutocompleteContext,
  source: LocationSource,
  box: { readonly text: string; readonly chosenValue: string },
  verbs: PlaceVerbs,
): DestinationBinding => {
  const lookup = useLocationAutocomplete({ context, source });
  return {
    ...box,
    options: lookup.data.options,
    status: lookup.status,
    minChars: autocompleteMinChars(context),
    onType: (value) => {
      lookup.actions.setTerm(value);
      verbs.type(value);
    },
    onChoose: (option) => {
      lookup.actions.choose(option);
      verbs.choose({ id: option.value, name: option.label });
    },
  };
};

/** The data and verbs a multi-place box takes from its wrapper. */
export type PlacesBinding = Pick<
  PlacesFieldProps,
  "selected" | "options" | "term" | "status" | "minChars" | "summary" | "onType" | "onChange"
>;

/**
 * The multi-origin box of the flight and flight-plus-hotel forms on the location hook: core's
 * `searchFormPlaceOptions` (suggestions for a typed term, the chosen and recent places for an empty one), and the
 * summary 'first (+N más)' (core's `multiSelectSummary`).
 */
export const useOriginsBinding = (
  context: AutocompleteContext,
  source: LocationSource,
  selected: readonly SearchFormPlace[],
  onSet: (places: readonly SearchFormPlace[]) => void,
): PlacesBinding => {
  const t = useT();
  const lookup = useLocationAutocomplete({ context, source });
  const suggestions = lookup.data.options.map((option) => ({ id: option.value, name: option.label }));
  const summary = multiSelectSummary(selected.map((place) => place.name));
  return {
    selected,
    options: searchFormPlaceOptions(selected, suggestions, lookup.data.term),
    term: lookup.data.term,
    status: lookup.status,
    minChars: autocompleteMinChars(context),
    summary:
      summary.first === null
        ? ""
        : summary.more > 0
          ? `${summary.first} ${t(MULTI_SELECT_MORE_MESSAGE_KEY, { count: summary.more })}`
          : summary.first,
    onType: lookup.actions.setTerm,
    onChange: (places) => {
      for (const place of places) {
        if (!selected.some((chosen) => chosen.id === place.id))
          lookup.actions.choose({ label: place.name, value: place.id });
      }
      onSet(places);
    },
  };
};

/** A bundle multi-select's binding: core's `searchFormPlaceOptions` over the starred options or the matches. */
export const bundlePlacesBinding = (
  lookup: BundleOptionsResult,
  selected: readonly SearchFormPlace[],
  onSet: (places: readonly SearchFormPlace[]) => void,
): PlacesBinding => ({
  selected,
  options: searchFormPlaceOptions(selected, lookup.data.options, lookup.data.term),
  term: lookup.data.term,
  status: lookup.status,
  minChars: autocompleteMinChars("select"),
  summary: "",
  onType: lookup.actions.setTerm,
  onChange: onSet,
});
