import { usePackageSearchForm } from "@travesia/hooks";
import { useDestinationBinding, useOriginsBinding } from "../../shared/searchForm/usePlaceBoxes";
import { useSubmitOutcome } from "../../shared/searchForm/useSubmitOutcome";
import { PackageSearchBox } from "./PackageSearchBox";

/** The flight-plus-hotel box wired to `usePackageSearchForm("desktop")` and the location hook. */
export const PackageSearchBoxConnected = () => {
  const form = usePackageSearchForm("desktop");
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
      formRef={formRef}
      actions={{ ...verbs, submit: () => follow(verbs.submit()) }}
    />
  );
};
