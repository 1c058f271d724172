/**
 * The dynamic vacation bundle search: themes, destinations and months.
 *
 * Spec 002 §2: "Multi-select fields search[destination] (tags) and search[period] (months); hidden ids
 * search[destination_ids], search[period_ids], search[tematic_ids]. Theme tiles are shown per enabled theme, toggled
 * on click; image path img/paquetes/{tematic id}.jpg." Spec 002 §7: searchMonth and searchDestination answer
 * "starred[], all[]".
 */

/** One selectable destination or month (a tag of the multi-select). */
export interface BundleOption {
  readonly id: string;
  readonly name: string;
}

/** The bundle form's selection. */
export interface BundleSelection {
  readonly destinations: readonly BundleOption[];
  readonly periods: readonly BundleOption[];
  /** Active theme ids, in the order they were turned on. */
  readonly themeIds: readonly string[];
}

/** An empty bundle search. */
export const bundleSelectionEmpty: BundleSelection = { destinations: [], periods: [], themeIds: [] };

/**
 * Toggles a theme tile: on when off, off when on.
 *
 * @example bundleToggleTheme(["3"], "3") // []
 */
export const bundleToggleTheme = (themeIds: readonly string[], themeId: string): readonly string[] =>
  themeIds.includes(themeId) ? themeIds.filter((id) => id !== themeId) : [...themeIds, themeId];

/**
 * The image of a theme tile.
 *
 * @example bundleThemeImagePath("7") // "img/paquetes/7.jpg"
 */
export const bundleThemeImagePath = (themeId: string): string => `img/paquetes/${themeId}.jpg`;

/**
 * Adds a destination or month tag, or removes it when already chosen (by id).
 *
 * @example bundleToggleOption([], { id: "12", name: "Diciembre" }) // [{ id: "12", name: "Diciembre" }]
 */
export const bundleToggleOption = (options: readonly BundleOption[], option: BundleOption): readonly BundleOption[] =>
  options.some((chosen) => chosen.id === option.id)
    ? options.filter((chosen) => chosen.id !== option.id)
    : [...options, option];

/**
 * The hidden id fields of the form post. The spec does not show their format: ids are joined by ','.
 *
 * @example bundleHiddenIds({ destinations: [{id:"1",name:"A"}], periods: [], themeIds: ["3","4"] })
 * // { "search[destination_ids]": "1", "search[period_ids]": "", "search[tematic_ids]": "3,4" }
 */
export const bundleHiddenIds = (selection: BundleSelection): Readonly<Record<string, string>> => ({
  "search[destination_ids]": selection.destinations.map((option) => option.id).join(","),
  "search[period_ids]": selection.periods.map((option) => option.id).join(","),
  "search[tematic_ids]": selection.themeIds.join(","),
});

/**
 * The suggestion list of a month or destination lookup: starred first, then the rest, each id once.
 *
 * @example bundleSuggestions({ starred: [a], all: [a, b] }) // [{...a, starred: true}, {...b, starred: false}]
 */
export const bundleSuggestions = (reply: {
  readonly starred: readonly BundleOption[];
  readonly all: readonly BundleOption[];
}): readonly (BundleOption & { readonly starred: boolean })[] => {
  const seen = new Set<string>();
  const list: (BundleOption & { readonly starred: boolean })[] = [];
  for (const [options, starred] of [
    [reply.starred, true],
    [reply.all, false],
  ] as const) {
    for (const option of options) {
      if (seen.has(option.id)) continue;
      seen.add(option.id);
      list.push({ id: option.id, name: option.name, starred });
    }
  }
  return list;
};
