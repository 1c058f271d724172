import { type SearchSubmitOutcome, useSavedSearchFilters } from "@travesia/hooks";
import { useCallback } from "react";
import { useStableNavigate } from "../useStableNavigate";
import { postForm } from "./postForm";
import { useFirstInvalidFocus } from "./useFirstInvalidFocus";

/**
 * What a box does with its hook's submit outcome: go to the results URL core built, send the form post, or put the
 * focus on the first field whose message now shows. A results page's form names its product (`keepFiltersOf`): a
 * search it sends sets the can-use flag of that product's saved search filters (spec 000 §4), so the new results
 * page starts from the filters the visitor had.
 */
export const useSubmitOutcome = (keepFiltersOf?: string) => {
  // Not `useNavigate`: the form is not drawn again on each URL change of the page it sits on (a filter click).
  const navigate = useStableNavigate();
  const { allowReuse } = useSavedSearchFilters(keepFiltersOf ?? "").actions;
  const { formRef, focusFirstInvalid } = useFirstInvalidFocus();
  const follow = useCallback(
    (outcome: SearchSubmitOutcome) => {
      switch (outcome._tag) {
        case "Navigate":
          if (keepFiltersOf !== undefined) allowReuse();
          navigate(outcome.url);
          return;
        case "Post":
          postForm(outcome.path, outcome.entries);
          return;
        case "Invalid":
          focusFirstInvalid();
          return;
      }
    },
    [navigate, focusFirstInvalid, keepFiltersOf, allowReuse],
  );
  return { formRef, follow };
};
