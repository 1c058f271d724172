import { HOUSE_SEARCH_FORM_DEFAULTS, type HouseSearchFormValues } from "@travesia/core";
import { useHouseSearchForm } from "@travesia/hooks";
import { useDestinationBinding } from "../../shared/searchForm/usePlaceBoxes";
import { useSubmitOutcome } from "../../shared/searchForm/useSubmitOutcome";
import { HouseSearchBox } from "./HouseSearchBox";

/**
 * The house box wired to `useHouseSearchForm` (searches land on the `find-house` hash route, which restores the box
 * through `initial`). On the results page (`onResultsPage`) a search keeps the visitor's filters once.
 */
export const HouseSearchBoxConnected = ({
  initial = HOUSE_SEARCH_FORM_DEFAULTS,
  onResultsPage = false,
}: {
  initial?: HouseSearchFormValues;
  onResultsPage?: boolean;
}) => {
  const form = useHouseSearchForm(initial);
  const { values } = form.data;
  const { formRef, follow } = useSubmitOutcome(onResultsPage ? "house" : undefined);
  const box = { text: values.destinationName, chosenValue: values.destinationId };
  const verbs = { type: form.actions.typeDestination, choose: form.actions.chooseDestination };
  return (
    <HouseSearchBox
      {...form.data}
      destination={useDestinationBinding("housesDestination", "locations", box, verbs)}
      formRef={formRef}
      actions={{ ...form.actions, submit: () => follow(form.actions.submit()) }}
    />
  );
};
