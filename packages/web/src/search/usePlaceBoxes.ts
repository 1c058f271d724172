import {
  type AutocompleteContext,
  autocompleteMinChars,
  MULTI_SELECT_MORE_MESSAGE_KEY,
  multiSelectSummary,
  type SearchFormPlace,
} from "@travesia/core";
import { type LocationSource, useLocationAutocomplete } from "@travesia/hooks";
import { useT } from "../i18n/LanguageContext";
import type { DestinationFieldProps } from "./fields/DestinationField";
import type { PlacesFieldProps } from "./fields/PlacesField";
import { uniquePlaces } from "./uniquePlaces";

/** The data and verbs a {@link DestinationFieldProps} box takes from its wrapper. */
export type DestinationBinding = Pick<
  DestinationFieldProps,
  "text" | "chosenValue" | "options" | "status" | "minChars" | "onType" | "onChoose"
>;

/**
 * A destination box wired to the location hook (debounce 500 ms on home and houses, 750 ms elsewhere; 2 characters;
 * recent locations for an empty term: spec 000 §5, §9). Typing clears the hidden destination; choosing sets it and
 * remembers the place as a recent location.
 */
export const useDestinationBinding = (
  context: AutocompleteContext,
  source: LocationSource,
  text: string,
  chosenValue: string,
  onSet: (name: string, id: string) => void,
): DestinationBinding => {
  const box = useLocationAutocomplete({ context, source });
  return {
    text,
    chosenValue,
    options: box.data.options,
    status: box.status,
    minChars: autocompleteMinChars(context),
    onType: (value) => {
      box.actions.setTerm(value);
      onSet(value, "");
    },
    onChoose: (option) => {
      box.actions.choose(option);
      onSet(option.label, option.value);
    },
  };
};

/** The data and verbs a multi-place box takes from its wrapper. */
export type PlacesBinding = Pick<
  PlacesFieldProps,
  "selected" | "options" | "term" | "status" | "minChars" | "summary" | "onType" | "onChange"
>;

/**
 * The multi-origin box of the flight and flight-plus-hotel forms on the location hook: suggestions for a typed term,
 * the chosen and recent places for an empty one, and the summary 'first (+N más)' (core's `multiSelectSummary`).
 */
export const useOriginsBinding = (
  context: AutocompleteContext,
  source: LocationSource,
  selected: readonly SearchFormPlace[],
  onSet: (places: readonly SearchFormPlace[]) => void,
): PlacesBinding => {
  const t = useT();
  const box = useLocationAutocomplete({ context, source });
  const suggestions = box.data.options.map((option) => ({ id: option.value, name: option.label }));
  const empty = box.data.term.trim() === "";
  const summary = multiSelectSummary(selected.map((place) => place.name));
  return {
    selected,
    options: uniquePlaces(empty ? [...selected, ...suggestions] : suggestions),
    term: box.data.term,
    status: box.status,
    minChars: autocompleteMinChars(context),
    summary:
      summary.first === null
        ? ""
        : summary.more > 0
          ? `${summary.first} ${t(MULTI_SELECT_MORE_MESSAGE_KEY, { count: summary.more })}`
          : summary.first,
    onType: box.actions.setTerm,
    onChange: (places) => {
      for (const place of places) {
        if (!selected.some((chosen) => chosen.id === place.id))
          box.actions.choose({ label: place.name, value: place.id });
      }
      onSet(places);
    },
  };
};
