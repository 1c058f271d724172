import type { PackageSearchFormValues, PackageSearchFormVariant } from "@travesia/core";
import { usePackageSearchForm } from "@travesia/hooks";
import { useDestinationBinding, useOriginsBinding } from "../../shared/searchForm/usePlaceBoxes";
import { useSubmitOutcome } from "../../shared/searchForm/useSubmitOutcome";
import { PackageSearchBox } from "./PackageSearchBox";

/** Props of {@link PackageSearchBoxConnected}: the home's box by default, or the results page's update form. */
export interface PackageSearchBoxConnectedProps {
  readonly variant?: PackageSearchFormVariant;
  /** The values the form starts from (the results page restores its URL's search). */
  readonly initial?: PackageSearchFormValues;
}

/** The flight-plus-hotel box wired to `usePackageSearchForm` and the location hook. */
export const PackageSearchBoxConnected = ({ variant = "desktop", initial }: PackageSearchBoxConnectedProps) => {
  const form = usePackageSearchForm(variant, initial);
  const { values } = form.data;
  const verbs = form.actions;
  const { formRef, follow } = useSubmitOutcome();
  const toCity = { text: values.destinationName, chosenValue: values.destinationId };
  const stayCity = { text: values.accommodationCityName, chosenValue: values.accommodationCityId };
  return (
    <PackageSearchBox
      {...form.data}
      places={{
        origins: useOriginsBinding("homeDestination", "flightCities", values.origins, verbs.chooseOrigins),
        destination: useDestinationBinding("homeDestination", "flightCities", toCity, {
          type: verbs.typeDestination,
          choose: verbs.chooseDestination,
        }),
        accommodation: useDestinationBinding("homeDestination", "hotelCities", stayCity, {
          type: verbs.typeAccommodation,
          choose: verbs.chooseAccommodation,
        }),
      }}
      variant={variant}
      formRef={formRef}
      actions={{ ...verbs, submit: () => follow(verbs.submit()) }}
    />
  );
};
