import {
  HOUSE_SEARCH_FORM_DEFAULTS,
  type HouseSearchFormValues,
  houseSearchTarget,
  validateHouseSearchForm,
} from "@travesia/core";
import { useCallback } from "react";
import { usePortalWorld } from "../provider/PortalProvider.js";
import { type SearchFormResult, todayOf, useSearchForm } from "./useSearchForm.js";

/**
 * The holiday-house box (spec 001 §2 Home search, §3 "House search: passengers (default 2)"): core's
 * `validateHouseSearchForm`, submit to core's house results URL (`houseSearchTarget`).
 *
 * @example const form = useHouseSearchForm(); form.actions.set("passengers", 4);
 */
export const useHouseSearchForm = (
  initial: HouseSearchFormValues = HOUSE_SEARCH_FORM_DEFAULTS,
): SearchFormResult<HouseSearchFormValues> => {
  const { clock } = usePortalWorld();
  const validate = useCallback(
    (values: HouseSearchFormValues) => validateHouseSearchForm(values, { today: todayOf(clock) }),
    [clock],
  );
  return useSearchForm({ initial, validate, target: houseSearchTarget });
};
