import {
  autocompleteMinChars,
  type BundleSearchFormValues,
  type BundleTematic,
  bundleThemeImagePath,
  type SearchFormPlace,
  type ValidationIssue,
} from "@travesia/core";
import { type BundleOptionsResult, useBundleOptions, useBundleSearchForm, useBundleThemes } from "@travesia/hooks";
import type { Ref } from "react";
import { useT } from "../i18n/LanguageContext";
import { fieldIssues } from "./fieldIssues";
import { PlacesField } from "./fields/PlacesField";
import styles from "./SearchBoxes.module.css";
import { uniquePlaces } from "./uniquePlaces";
import type { PlacesBinding } from "./usePlaceBoxes";
import { useSubmitOutcome } from "./useSubmitOutcome";

/** The verbs of the bundle box. */
export interface BundleSearchBoxActions {
  readonly toggleTheme: (themeId: string) => void;
  readonly submit: () => void;
  readonly exploreAll: () => void;
}

/** Props of the stateless {@link BundleSearchBoxView}. */
export interface BundleSearchBoxViewProps {
  readonly values: BundleSearchFormValues;
  readonly issues: readonly ValidationIssue[];
  readonly themes: readonly BundleTematic[];
  readonly destinations: PlacesBinding;
  readonly periods: PlacesBinding;
  readonly actions: BundleSearchBoxActions;
  readonly formRef?: Ref<HTMLFormElement>;
}

const ID = "bundle";

/**
 * The vacation bundle box (spec 002 §2): destinations and months as tag multi-selects, one tile per enabled theme
 * (toggled on click; image `img/paquetes/{tematic id}.jpg`), 'Buscar' and 'Explorar nuestras propuestas'. Both
 * submits are form posts.
 */
export const BundleSearchBoxView = ({
  values,
  issues,
  themes,
  destinations,
  periods,
  actions,
  formRef,
}: BundleSearchBoxViewProps) => {
  const t = useT();
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      aria-label={t("shell.productBundles")}
      onSubmit={(event) => {
        event.preventDefault();
        actions.submit();
      }}
    >
      <div className={styles.row}>
        <PlacesField
          id={`${ID}-destinations`}
          label={t("bundle.destination")}
          placeholder={t("forms.destinationPlaceholder")}
          display="tags"
          immediate={false}
          noResultsKey="select.noResults"
          issues={fieldIssues(issues, ["destinations"])}
          {...destinations}
        />
        <PlacesField
          id={`${ID}-periods`}
          label={t("bundle.period")}
          placeholder={t("bundle.periodPlaceholder")}
          display="tags"
          immediate={false}
          noResultsKey="select.noResults"
          issues={fieldIssues(issues, ["periods"])}
          {...periods}
        />
      </div>
      {themes.length === 0 ? null : (
        <fieldset className={styles.themeGroup}>
          <legend className={styles.legend}>{t("bundle.themes")}</legend>
          <ul className={styles.themes}>
            {themes.map((theme) => (
              <li key={theme.id}>
                <button
                  type="button"
                  className={styles.theme}
                  aria-pressed={values.themeIds.includes(theme.id)}
                  onClick={() => actions.toggleTheme(theme.id)}
                >
                  <img src={`/${bundleThemeImagePath(theme.id)}`} alt="" loading="lazy" width={160} height={88} />
                  <span className={styles.themeName}>{theme.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={actions.exploreAll}>
          {t("bundle.explore")}
        </button>
        <button type="submit" className={styles.submit}>
          {t("shell.search")}
        </button>
      </div>
    </form>
  );
};

/** A bundle multi-select's binding: the starred options (and the chosen ones) for an empty term, else the matches. */
const placesBinding = (
  lookup: BundleOptionsResult,
  selected: readonly SearchFormPlace[],
  onSet: (places: readonly SearchFormPlace[]) => void,
): PlacesBinding => ({
  selected,
  options: uniquePlaces(lookup.data.term.trim() === "" ? [...selected, ...lookup.data.options] : lookup.data.options),
  term: lookup.data.term,
  status: lookup.status,
  minChars: autocompleteMinChars("select"),
  summary: "",
  onType: lookup.actions.setTerm,
  onChange: onSet,
});

/** The bundle box wired to `useBundleSearchForm` and the bundle lookups. */
export const BundleSearchBox = () => {
  const form = useBundleSearchForm();
  const { values, issues } = form.data;
  const { set } = form.actions;
  const themes = useBundleThemes().data.themes;
  const destinationLookup = useBundleOptions("destination");
  const periodLookup = useBundleOptions("period");
  const { formRef, follow } = useSubmitOutcome();
  return (
    <BundleSearchBoxView
      values={values}
      issues={issues}
      themes={themes}
      destinations={placesBinding(destinationLookup, values.destinations, (places) => set("destinations", places))}
      periods={placesBinding(periodLookup, values.periods, (places) => set("periods", places))}
      formRef={formRef}
      actions={{
        toggleTheme: form.actions.toggleTheme,
        submit: () => follow(form.actions.submit()),
        exploreAll: () => follow(form.actions.exploreAll()),
      }}
    />
  );
};
