import { type BundleSearchFormValues, type BundleTematic, bundleThemeImagePath } from "@travesia/core";
import { SearchFormFrame, SearchFormRow } from "../../shared/SearchFormFrame/SearchFormFrame";
import styles from "../../shared/SearchFormFrame/SearchFormFrame.module.css";
import type { SearchBoxViewProps } from "../../shared/SearchFormFrame/searchFormFields";
import { placesField, useSearchFormContext } from "../../shared/SearchFormFrame/searchFormFields";
import type { PlacesBinding } from "../../shared/searchForm/usePlaceBoxes";

/** The bundle box's verbs as its view calls them. */
type BundleVerbs = { readonly toggleTheme: (themeId: string) => void; readonly exploreAll: () => void };

/** Props of the stateless {@link BundleSearchBox}. */
export interface BundleSearchBoxProps extends SearchBoxViewProps<BundleSearchFormValues, BundleVerbs> {
  readonly themes: readonly BundleTematic[];
  readonly destinations: PlacesBinding;
  readonly periods: PlacesBinding;
}

const TAGS = { display: "tags", immediate: false, noResultsKey: "select.noResults" } as const;
const DESTINATIONS = {
  ...TAGS,
  name: "destinations",
  label: "bundle.destination",
  placeholder: "forms.destinationPlaceholder",
} as const;
const PERIODS = { ...TAGS, name: "periods", label: "bundle.period", placeholder: "bundle.periodPlaceholder" } as const;

/**
 * The vacation bundle box's field list in the shared frame (spec 002 §2): destinations and months as tag
 * multi-selects, one tile per enabled theme (toggled on click; image `img/paquetes/{tematic id}.jpg`), 'Buscar' and
 * 'Explorar nuestras propuestas'. Both submits are form posts.
 */
export const BundleSearchBox = ({
  values,
  issues,
  themes,
  destinations,
  periods,
  actions,
  formRef,
}: BundleSearchBoxProps) => {
  const form = useSearchFormContext("bundle", issues);
  const { t } = form;
  const explore = (
    <button type="button" className={styles.secondary} onClick={actions.exploreAll}>
      {t("bundle.explore")}
    </button>
  );
  return (
    <SearchFormFrame labelKey="shell.productBundles" formRef={formRef} onSubmit={actions.submit} footer={explore}>
      <SearchFormRow>
        {placesField(form, DESTINATIONS, destinations)}
        {placesField(form, PERIODS, periods)}
      </SearchFormRow>
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
    </SearchFormFrame>
  );
};
