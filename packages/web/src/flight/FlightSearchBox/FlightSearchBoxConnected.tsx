import { useFlightSearchConfig, useFlightSearchForm } from "@travesia/hooks";
import { useDestinationBinding, useOriginsBinding } from "../../shared/searchForm/usePlaceBoxes";
import { useSubmitOutcome } from "../../shared/searchForm/useSubmitOutcome";
import { FlightSearchBox } from "./FlightSearchBox";

/** The flight box wired to `useFlightSearchForm("full")`, the location hook and the flight configuration. */
export const FlightSearchBoxConnected = () => {
  const form = useFlightSearchForm("full");
  const { values } = form.data;
  const { chooseOrigins, typeDestination, chooseDestination } = form.actions;
  const { formRef, follow } = useSubmitOutcome();
  const chosen = { text: values.destinationName, chosenValue: values.destinationId };
  return (
    <FlightSearchBox
      {...form.data}
      config={useFlightSearchConfig().data}
      origins={useOriginsBinding("homeDestination", "flightCities", values.origins, chooseOrigins)}
      destination={useDestinationBinding("homeDestination", "flightCities", chosen, {
        type: typeDestination,
        choose: chooseDestination,
      })}
      formRef={formRef}
      actions={{ ...form.actions, submit: () => follow(form.actions.submit()) }}
    />
  );
};
