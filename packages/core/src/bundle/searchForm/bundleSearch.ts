import type { SearchPlace } from "../../routes/packageSearch.js";

/**
 * The dynamic vacation bundle search: theme tiles, destination and month tags. The search itself and its form
 * post are `BundleSearch` and `bundleSearchFormEntries` (bundleSearchFormPost.ts); these are the selection steps.
 *
 * Spec 002 §2: "Multi-select fields search[destination] (tags) and search[period] (months) … Theme tiles are shown
 * per enabled theme, toggled on click; image path img/paquetes/{tematic id}.jpg." Spec 002 §4: "Theme tiles: toggled
 * active/inactive." Spec 002 §7: searchMonth and searchDestination answer "starred[], all[]".
 */

/**
 * The image of a theme tile.
 *
 * @example bundleThemeImagePath("7") // "img/paquetes/7.jpg"
 */
export const bundleThemeImagePath = (themeId: string): string => `img/paquetes/${themeId}.jpg`;

/**
 * The suggestion list of a month or destination lookup: starred first, then the rest, each id once.
 *
 * @example bundleSuggestions({ starred: [a], all: [a, b] }) // [{...a, starred: true}, {...b, starred: false}]
 */
export const bundleSuggestions = (reply: {
  readonly starred: readonly SearchPlace[];
  readonly all: readonly SearchPlace[];
}): readonly (SearchPlace & { readonly starred: boolean })[] => {
  const seen = new Set<string>();
  const list: (SearchPlace & { readonly starred: boolean })[] = [];
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
