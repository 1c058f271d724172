import {
  HOTEL_SEARCH_FORM_DEFAULTS,
  type HotelSearchAvailability,
  type HotelSearchFormValues,
  type HotelSearchFormVariant,
  hotelSearchFormTransition,
  hotelSearchTarget,
  type SearchFormPlace,
  type SearchFormRoomsEvent,
  validateHotelSearchForm,
} from "@travesia/core";
import { useCallback, useMemo } from "react";
import { usePortalWorld } from "../provider/PortalProvider.js";
import { type SearchFormResult, todayOf, useSearchForm } from "./useSearchForm.js";

/** Room verbs of the hotel and flight-plus-hotel forms (core's room events, spec 001 §4, spec 002 §4). */
export interface RoomVerbs {
  readonly setRoomCount: (count: number) => void;
  readonly setAdults: (room: number, adults: number) => void;
  readonly setChildren: (room: number, children: number) => void;
  readonly setChildAge: (room: number, child: number, age: number) => void;
  readonly removeRoom: (room: number) => void;
}

/** The room verbs over a form's `send`. */
export const roomVerbsOf = (send: (event: SearchFormRoomsEvent) => void): RoomVerbs => ({
  setRoomCount: (count) => send({ _tag: "roomCountSet", count }),
  setAdults: (room, adults) => send({ _tag: "roomAdultsSet", room, adults }),
  setChildren: (room, children) => send({ _tag: "childCountSet", room, children }),
  setChildAge: (room, child, age) => send({ _tag: "childAgeSet", room, child, age }),
  removeRoom: (room) => send({ _tag: "roomRemoved", room }),
});

/** The hotel form's verbs. */
export interface HotelSearchFormVerbs extends RoomVerbs {
  readonly typeDestination: (text: string) => void;
  /** A chosen suggestion; a hotel suggestion brings its external reference. */
  readonly chooseDestination: (place: SearchFormPlace, externalHotelReference?: string) => void;
  readonly pickDates: (checkIn: string, checkOut: string) => void;
  readonly toggleAdvancedSearch: () => void;
  readonly typeHotelName: (text: string) => void;
  readonly setAvailability: (availability: HotelSearchAvailability) => void;
}

/** Options of {@link useHotelSearchForm}. */
export interface HotelSearchFormHookOptions {
  readonly variant?: HotelSearchFormVariant;
  /** Initial values (e.g. restored from a results URL); defaults to core's. */
  readonly initial?: HotelSearchFormValues;
  /** Spec 001 §3 "availability (default CNF, overwritten by portal configuration)". */
  readonly availability?: HotelSearchAvailability;
}

/**
 * The hotel search box (spec 001 §2 Home search, §5) on core's `hotelSearchFormTransition` for its variant (home,
 * results page with rooms 1-7, package flow), `validateHotelSearchForm` and `hotelSearchTarget`.
 *
 * @example
 * const form = useHotelSearchForm();
 * form.actions.chooseDestination({ id: "MAD", name: "Madrid" });
 * const outcome = form.actions.submit();
 */
export const useHotelSearchForm = ({
  variant = "home",
  initial,
  availability,
}: HotelSearchFormHookOptions = {}): SearchFormResult<HotelSearchFormValues, HotelSearchFormVerbs> => {
  const { clock } = usePortalWorld();
  const start = useMemo(
    () => initial ?? { ...HOTEL_SEARCH_FORM_DEFAULTS, ...(availability === undefined ? {} : { availability }) },
    [initial, availability],
  );
  const transition = useMemo(() => hotelSearchFormTransition(variant), [variant]);
  const validate = useCallback(
    (values: HotelSearchFormValues) => validateHotelSearchForm(values, { variant, today: todayOf(clock) }),
    [variant, clock],
  );
  const { form, send } = useSearchForm({ initial: start, transition, validate, target: hotelSearchTarget });
  const verbs = useMemo<HotelSearchFormVerbs>(
    () => ({
      ...roomVerbsOf(send),
      typeDestination: (text) => send({ _tag: "destinationTyped", text }),
      chooseDestination: (place, externalHotelReference) =>
        send({ _tag: "destinationChosen", place, ...(externalHotelReference ? { externalHotelReference } : {}) }),
      pickDates: (checkIn, checkOut) => send({ _tag: "datesPicked", checkIn, checkOut }),
      toggleAdvancedSearch: () => send({ _tag: "advancedSearchToggled" }),
      typeHotelName: (text) => send({ _tag: "hotelNameTyped", text }),
      setAvailability: (code) => send({ _tag: "availabilitySet", availability: code }),
    }),
    [send],
  );
  return { ...form, actions: { ...form.actions, ...verbs } };
};
