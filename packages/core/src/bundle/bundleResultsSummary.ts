import type { VacationBundle } from "../api/searchFormPosts.js";
import type { BundleSearchFormValues } from "./searchForm/bundleSearchForm.js";

/** A theme as the theme list (`/dynamicVacationBundle/getTematics`) and a bundle's themes name it. */
interface NamedTheme {
  readonly id: string;
  readonly name: string;
}

/**
 * The search a bundle results page shows under its heading ('Tu búsqueda: …'): its destinations, then its months, then
 * its themes, joined by ' · ', or `anyChoice` (the page's 'Todos los destinos, meses y temáticas') when it names none.
 * A theme is named by the theme list, else by a listed bundle of that theme (the list may not have come yet: the page's
 * first render and its stand-in name it the same), else by its id.
 *
 * @example bundleResultsSummary({ destinations: [{ id: "CUN", name: "Cancún" }], periods: [{ id: "2027-03", name: "marzo 2027" }], themeIds: ["1"] }, [], [{ tematics: [{ id: "1", name: "Playa" }] }], "Todo")
 * // "Cancún · marzo 2027 · Playa"
 */
export const bundleResultsSummary = (
  values: BundleSearchFormValues,
  themes: readonly NamedTheme[],
  bundles: readonly Pick<VacationBundle, "tematics">[],
  anyChoice: string,
): string => {
  const bundleThemes = bundles.flatMap((bundle) => bundle.tematics);
  const themeName = (id: string) =>
    (themes.find((theme) => theme.id === id) ?? bundleThemes.find((theme) => theme.id === id))?.name ?? id;
  const names = [
    ...values.destinations.map((place) => place.name),
    ...values.periods.map((period) => period.name),
    ...values.themeIds.map(themeName),
  ];
  return names.length === 0 ? anyChoice : names.join(" · ");
};
