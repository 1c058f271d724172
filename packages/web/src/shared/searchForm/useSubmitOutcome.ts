import type { SearchSubmitOutcome } from "@travesia/hooks";
import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { postForm } from "./postForm";
import { useFirstInvalidFocus } from "./useFirstInvalidFocus";

/**
 * What a box does with its hook's submit outcome: go to the results URL core built, send the form post, or put the
 * focus on the first field whose message now shows.
 */
export const useSubmitOutcome = () => {
  const navigate = useNavigate();
  const { formRef, focusFirstInvalid } = useFirstInvalidFocus();
  const follow = useCallback(
    (outcome: SearchSubmitOutcome) => {
      switch (outcome._tag) {
        case "Navigate":
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
    [navigate, focusFirstInvalid],
  );
  return { formRef, follow };
};
