import { CIRCUIT_SEARCH_FORM_DEFAULTS, type CircuitSearchFormValues } from "@travesia/core";
import { useCircuitSearchForm } from "@travesia/hooks";
import { useDestinationBinding } from "../../shared/searchForm/usePlaceBoxes";
import { useSubmitOutcome } from "../../shared/searchForm/useSubmitOutcome";
import { CircuitSearchBox } from "./CircuitSearchBox";

/** The circuit box wired to `useCircuitSearchForm`: a valid box goes to the circuit results page. */
export const CircuitSearchBoxConnected = ({
  initial = CIRCUIT_SEARCH_FORM_DEFAULTS,
}: {
  readonly initial?: CircuitSearchFormValues;
}) => {
  const form = useCircuitSearchForm(initial);
  const { values } = form.data;
  const { formRef, follow } = useSubmitOutcome();
  const box = { text: values.destinationName, chosenValue: values.destinationId };
  const verbs = { type: form.actions.typeDestination, choose: form.actions.chooseDestination };
  return (
    <CircuitSearchBox
      {...form.data}
      months={form.months}
      destination={useDestinationBinding("homeDestination", "locations", box, verbs)}
      formRef={formRef}
      actions={{ ...form.actions, submit: () => follow(form.actions.submit()) }}
    />
  );
};
