import {
  PACKAGE_SEARCH_FORM_DEFAULTS,
  type PackageSearchFormValues,
  type PackageSearchFormVariant,
  packageSearchFormTransition,
  packageSearchTarget,
  type SearchFormPlace,
  validatePackageSearchForm,
} from "@travesia/core";
import { useCallback, useMemo } from "react";
import { usePortalWorld } from "../provider/PortalProvider.js";
import { type RoomVerbs, roomVerbsOf } from "./useHotelSearchForm.js";
import { type SearchFormResult, todayOf, useSearchForm } from "./useSearchForm.js";

/** The flight-plus-hotel form's verbs (spec 002 §2, §4). */
export interface PackageSearchFormVerbs extends RoomVerbs {
  readonly chooseOrigins: (places: readonly SearchFormPlace[]) => void;
  readonly typeDestination: (text: string) => void;
  readonly chooseDestination: (place: SearchFormPlace) => void;
  readonly pickDates: (checkIn: string, checkOut: string) => void;
  readonly toggleDifferentHotel: () => void;
  readonly typeAccommodation: (text: string) => void;
  readonly chooseAccommodation: (place: SearchFormPlace) => void;
  readonly togglePartialStay: () => void;
  readonly pickPartialStay: (hotelIn: string, hotelOut: string) => void;
}

/**
 * The flight-plus-hotel form (desktop, or the results page's 'Actualizar' version with rooms 1-7) on core's
 * `packageSearchFormTransition`, `validatePackageSearchForm` (accommodation city only when different-hotel is
 * checked, partial-stay dates only when partial-hotel is checked and inside the flight dates) and
 * `packageSearchTarget`.
 *
 * @example const form = usePackageSearchForm(); form.actions.toggleDifferentHotel();
 */
export const usePackageSearchForm = (
  variant: PackageSearchFormVariant = "desktop",
  initial: PackageSearchFormValues = PACKAGE_SEARCH_FORM_DEFAULTS,
): SearchFormResult<PackageSearchFormValues, PackageSearchFormVerbs> => {
  const { clock } = usePortalWorld();
  const transition = useMemo(() => packageSearchFormTransition(variant), [variant]);
  const validate = useCallback(
    (values: PackageSearchFormValues) => validatePackageSearchForm(values, { variant, today: todayOf(clock) }),
    [variant, clock],
  );
  const { form, send } = useSearchForm({ initial, transition, validate, target: packageSearchTarget });
  const verbs = useMemo<PackageSearchFormVerbs>(
    () => ({
      ...roomVerbsOf(send),
      chooseOrigins: (places) => send({ _tag: "originsChosen", places }),
      typeDestination: (text) => send({ _tag: "destinationTyped", text }),
      chooseDestination: (place) => send({ _tag: "destinationChosen", place }),
      pickDates: (checkIn, checkOut) => send({ _tag: "datesPicked", checkIn, checkOut }),
      toggleDifferentHotel: () => send({ _tag: "differentHotelToggled" }),
      typeAccommodation: (text) => send({ _tag: "accommodationTyped", text }),
      chooseAccommodation: (place) => send({ _tag: "accommodationChosen", place }),
      togglePartialStay: () => send({ _tag: "partialStayToggled" }),
      pickPartialStay: (hotelIn, hotelOut) => send({ _tag: "partialStayPicked", hotelIn, hotelOut }),
    }),
    [send],
  );
  return { ...form, actions: { ...form.actions, ...verbs } };
};
