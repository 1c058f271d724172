import type { HotelSearchFormValues, HotelSearchFormVariant } from "@travesia/core";
import { useHotelSearchForm } from "@travesia/hooks";
import { useDestinationBinding } from "../../shared/searchForm/usePlaceBoxes";
import { useSubmitOutcome } from "../../shared/searchForm/useSubmitOutcome";
import { HotelSearchBox } from "./HotelSearchBox";

/**
 * The hotel box wired to `useHotelSearchForm` and the location hook; a valid submit goes to core's results URL. The
 * results page passes `variant="results"` and the values its URL holds.
 */
export const HotelSearchBoxConnected = ({
  variant = "home",
  initial,
}: {
  variant?: HotelSearchFormVariant;
  initial?: HotelSearchFormValues;
}) => {
  const form = useHotelSearchForm({ variant, ...(initial === undefined ? {} : { initial }) });
  const { values, issues } = form.data;
  const { formRef, follow } = useSubmitOutcome(variant === "results" ? "hotel" : undefined);
  const destination = useDestinationBinding(
    "homeDestination",
    "locationsPlus",
    { text: values.destinationName, chosenValue: values.destinationId },
    { type: form.actions.typeDestination, choose: form.actions.chooseDestination },
  );
  return (
    <HotelSearchBox
      values={values}
      issues={issues}
      destination={destination}
      formRef={formRef}
      variant={variant}
      actions={{ ...form.actions, submit: () => follow(form.actions.submit()) }}
    />
  );
};
