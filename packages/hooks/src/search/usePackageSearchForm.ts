import {
  PACKAGE_SEARCH_FORM_DEFAULTS,
  type PackageSearchFormValues,
  type PackageSearchFormVariant,
  packageSearchTarget,
  validatePackageSearchForm,
} from "@travesia/core";
import { useCallback, useMemo } from "react";
import { usePortalWorld } from "../provider/PortalProvider.js";
import { type RoomActions, roomActionsFor } from "./useHotelSearchForm.js";
import { type SearchFormResult, todayOf, useSearchForm } from "./useSearchForm.js";

/**
 * The flight-plus-hotel form (desktop, or the results page's 'Actualizar' version): core's
 * `validatePackageSearchForm` (accommodation city only when different-hotel is checked, partial-stay dates only when
 * partial-hotel is checked and inside the flight dates) and a submit that returns core's package results URL.
 *
 * @example const form = usePackageSearchForm(); form.actions.set("differentHotel", true);
 */
export const usePackageSearchForm = (
  variant: PackageSearchFormVariant = "desktop",
  initial: PackageSearchFormValues = PACKAGE_SEARCH_FORM_DEFAULTS,
): SearchFormResult<PackageSearchFormValues, RoomActions> => {
  const { clock } = usePortalWorld();
  const validate = useCallback(
    (values: PackageSearchFormValues) => validatePackageSearchForm(values, { variant, today: todayOf(clock) }),
    [variant, clock],
  );
  const form = useSearchForm({ initial, validate, target: packageSearchTarget });
  const rooms = useMemo(() => roomActionsFor(form.actions.update), [form.actions.update]);
  return { ...form, actions: { ...form.actions, ...rooms } };
};
