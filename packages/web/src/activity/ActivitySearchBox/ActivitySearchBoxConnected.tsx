import { ACTIVITY_SEARCH_FORM_DEFAULTS, type ActivitySearchFormValues } from "@travesia/core";
import { useActivitySearchForm } from "@travesia/hooks";
import { useDestinationBinding } from "../../shared/searchForm/usePlaceBoxes";
import { useSubmitOutcome } from "../../shared/searchForm/useSubmitOutcome";
import { ActivitySearchBox } from "./ActivitySearchBox";

/** The activity box wired to `useActivitySearchForm`: a valid box goes to the activity results page. */
export const ActivitySearchBoxConnected = ({
  initial = ACTIVITY_SEARCH_FORM_DEFAULTS,
}: {
  readonly initial?: ActivitySearchFormValues;
}) => {
  const form = useActivitySearchForm(initial);
  const { values } = form.data;
  const { formRef, follow } = useSubmitOutcome();
  const box = { text: values.destinationName, chosenValue: values.destinationId };
  const verbs = { type: form.actions.typeDestination, choose: form.actions.chooseDestination };
  return (
    <ActivitySearchBox
      {...form.data}
      destination={useDestinationBinding("homeDestination", "locations", box, verbs)}
      formRef={formRef}
      actions={{ ...form.actions, submit: () => follow(form.actions.submit()) }}
    />
  );
};
