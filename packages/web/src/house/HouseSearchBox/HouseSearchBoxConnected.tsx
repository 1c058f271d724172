import { HOUSE_SEARCH_FORM_DEFAULTS, type HouseSearchFormValues } from "@travesia/core";
import { useHouseSearchForm } from "@travesia/hooks";
import { useDestinationBinding } from "../../shared/searchForm/usePlaceBoxes";
import { useSubmitOutcome } from "../../shared/searchForm/useSubmitOutcome";
import { HouseSearchBox } from "./HouseSearchBox";

/**
 * The house box wired to `useHouseSearchForm` (searches land on the `find-house` hash route, which restores the box
 * through `initial`).
 */
export const HouseSearchBoxConnected = ({
  initial = HOUSE_SEARCH_FORM_DEFAULTS,
}: {
  initial?: HouseSearchFormValues;
}) => {
  const form = useHouseSearchForm(initial);
  const { values } = form.data;
  const { formRef, follow } = useSubmitOutcome();
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
