import {
  autocompleteMinChars,
  TRANSFER_SEARCH_FORM_DEFAULTS,
  type TransferPoint,
  type TransferSearchFormValues,
  transferPointOfSuggestion,
} from "@travesia/core";
import { useLocationAutocomplete, useTransferSearchForm } from "@travesia/hooks";
import type { DestinationBinding } from "../../shared/searchForm/usePlaceBoxes";
import { useSubmitOutcome } from "../../shared/searchForm/useSubmitOutcome";
import { TransferSearchBox } from "./TransferSearchBox";

/**
 * One end's box on the location lookup that offers airports, hotels and places (`locationsPlus`): the chosen
 * suggestion keeps its type, which names the kind of end.
 */
const useEndBinding = (
  point: TransferPoint | null,
  text: string,
  verbs: { readonly type: (text: string) => void; readonly choose: (point: TransferPoint) => void },
): DestinationBinding => {
  const lookup = useLocationAutocomplete({ context: "homeDestination", source: "locationsPlus" });
  return {
    text,
    chosenValue: point?.code ?? "",
    options: lookup.data.options,
    status: lookup.status,
    minChars: autocompleteMinChars("homeDestination"),
    onType: (value) => {
      lookup.actions.setTerm(value);
      verbs.type(value);
    },
    onChoose: (option) => {
      const chosen = transferPointOfSuggestion(option);
      if (chosen === null) return;
      lookup.actions.choose(option);
      verbs.choose(chosen);
    },
  };
};

/** The transfer box wired to `useTransferSearchForm`: a valid box goes to the transfer results page. */
export const TransferSearchBoxConnected = ({
  initial = TRANSFER_SEARCH_FORM_DEFAULTS,
}: {
  readonly initial?: TransferSearchFormValues;
}) => {
  const form = useTransferSearchForm(initial);
  const { values } = form.data;
  const { formRef, follow } = useSubmitOutcome();
  const from = useEndBinding(values.from, values.fromText, {
    type: form.actions.typeFrom,
    choose: form.actions.chooseFrom,
  });
  const to = useEndBinding(values.to, values.toText, { type: form.actions.typeTo, choose: form.actions.chooseTo });
  return (
    <TransferSearchBox
      {...form.data}
      from={from}
      to={to}
      formRef={formRef}
      actions={{ ...form.actions, submit: () => follow(form.actions.submit()) }}
    />
  );
};
