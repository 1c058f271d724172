import type { FlightSearchFormValues, FlightSearchFormVariant } from "@travesia/core";
import { useFlightSearchConfig, useFlightSearchForm } from "@travesia/hooks";
import { useDestinationBinding, useOriginsBinding } from "../../shared/searchForm/usePlaceBoxes";
import { useSubmitOutcome } from "../../shared/searchForm/useSubmitOutcome";
import { FlightSearchBox } from "./FlightSearchBox";

/** Props of {@link FlightSearchBoxConnected}: the home's full box by default, or the results page's compact one. */
export interface FlightSearchBoxConnectedProps {
  readonly variant?: FlightSearchFormVariant;
  /** The values the form starts from (the results page restores its URL's search). */
  readonly initial?: FlightSearchFormValues;
}

/** The flight box wired to `useFlightSearchForm`, the location hook and the flight configuration. */
export const FlightSearchBoxConnected = ({ variant = "full", initial }: FlightSearchBoxConnectedProps) => {
  const form = useFlightSearchForm(variant, initial);
  const { values } = form.data;
  const { chooseOrigins, typeDestination, chooseDestination } = form.actions;
  const { formRef, follow } = useSubmitOutcome(variant === "compact" ? "flight" : undefined);
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
      variant={variant}
      formRef={formRef}
      actions={{ ...form.actions, submit: () => follow(form.actions.submit()) }}
    />
  );
};
