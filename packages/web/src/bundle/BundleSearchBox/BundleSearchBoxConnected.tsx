import type { BundleSearchFormValues } from "@travesia/core";
import { useBundleOptions, useBundleSearchForm, useBundleThemes } from "@travesia/hooks";
import { bundlePlacesBinding } from "../../shared/searchForm/usePlaceBoxes";
import { useSubmitOutcome } from "../../shared/searchForm/useSubmitOutcome";
import { BundleSearchBox } from "./BundleSearchBox";

/** Props of {@link BundleSearchBoxConnected}: the values it opens with ('Ajustar Búsqueda' passes the results' search). */
export interface BundleSearchBoxConnectedProps {
  readonly initial?: BundleSearchFormValues;
}

/** The bundle box wired to `useBundleSearchForm` and the bundle lookups. */
export const BundleSearchBoxConnected = ({ initial }: BundleSearchBoxConnectedProps = {}) => {
  const form = useBundleSearchForm(initial);
  const { values } = form.data;
  const { chooseDestinations, choosePeriods, toggleTheme, submit, exploreAll } = form.actions;
  const { formRef, follow } = useSubmitOutcome();
  return (
    <BundleSearchBox
      {...form.data}
      themes={useBundleThemes().data.themes}
      destinations={bundlePlacesBinding(useBundleOptions("destination"), values.destinations, chooseDestinations)}
      periods={bundlePlacesBinding(useBundleOptions("period"), values.periods, choosePeriods)}
      formRef={formRef}
      actions={{ toggleTheme, submit: () => follow(submit()), exploreAll: () => follow(exploreAll()) }}
    />
  );
};
