import {
  HOTEL_SEARCH_FORM_DEFAULTS,
  type HotelSearchAvailability,
  type HotelSearchFormValues,
  type HotelSearchFormVariant,
  hotelSearchTarget,
  roomWithChildren,
  searchFormWithRoomCount,
  validateHotelSearchForm,
} from "@travesia/core";
import { useCallback, useMemo } from "react";
import { usePortalWorld } from "../provider/PortalProvider.js";
import { type SearchFormResult, todayOf, useSearchForm } from "./useSearchForm.js";

/** Room verbs shared by the hotel and flight-plus-hotel forms (spec 001 §4, spec 002 §4). */
export interface RoomActions {
  /** "room count change adds or trims rooms" (core's `searchFormWithRoomCount`). */
  readonly setRoomCount: (count: number) => void;
  /** "child count change adds or trims age entries" (core's `roomWithChildren`). */
  readonly setChildren: (room: number, children: number) => void;
  readonly setAdults: (room: number, adults: number) => void;
  readonly setChildAge: (room: number, child: number, age: number) => void;
  readonly removeRoom: (room: number) => void;
}

/** Options of {@link useHotelSearchForm}. */
export interface HotelSearchFormHookOptions {
  readonly variant?: HotelSearchFormVariant;
  /** Initial values (e.g. restored from a results URL); defaults to core's. */
  readonly initial?: HotelSearchFormValues;
  /** Spec 001 §3 "availability (default CNF, overwritten by portal configuration)". */
  readonly availability?: HotelSearchAvailability;
}

/** Builds the room verbs over any values holding `rooms`. */
export const roomActionsFor = <V extends { readonly rooms: HotelSearchFormValues["rooms"] }>(
  update: (change: (values: V) => V) => void,
): RoomActions => {
  const editRoom = (index: number, edit: (room: V["rooms"][number]) => V["rooms"][number]) =>
    update((values) => ({ ...values, rooms: values.rooms.map((room, at) => (at === index ? edit(room) : room)) }));
  return {
    setRoomCount: (count) => update((values) => ({ ...values, rooms: searchFormWithRoomCount(values.rooms, count) })),
    setChildren: (room, children) => editRoom(room, (current) => roomWithChildren(current, children)),
    setAdults: (room, adults) => editRoom(room, (current) => ({ ...current, adults })),
    setChildAge: (room, child, age) =>
      editRoom(room, (current) => {
        const ages = [...current.ages];
        ages[child] = age;
        return { ...current, ages };
      }),
    removeRoom: (room) => update((values) => ({ ...values, rooms: values.rooms.filter((_, at) => at !== room) })),
  };
};

/**
 * The hotel search box (spec 001 §2 Home search, §5): core's `validateHotelSearchForm` (home messages 'Por favor,
 * ingrese un destino.' …, results-form messages on the results variant; no past dates, 25 months on home), and a
 * submit that returns the hotel results URL (core's `buildHotelResultsUrl`).
 *
 * @example
 * const form = useHotelSearchForm();
 * const outcome = form.actions.submit();
 * if (outcome._tag === "Navigate") navigate(outcome.url);
 */
export const useHotelSearchForm = ({
  variant = "home",
  initial,
  availability,
}: HotelSearchFormHookOptions = {}): SearchFormResult<HotelSearchFormValues, RoomActions> => {
  const { clock } = usePortalWorld();
  const start = useMemo(
    () => initial ?? { ...HOTEL_SEARCH_FORM_DEFAULTS, ...(availability === undefined ? {} : { availability }) },
    [initial, availability],
  );
  const validate = useCallback(
    (values: HotelSearchFormValues) => validateHotelSearchForm(values, { variant, today: todayOf(clock) }),
    [variant, clock],
  );
  const form = useSearchForm({ initial: start, validate, target: hotelSearchTarget });
  const rooms = useMemo(() => roomActionsFor(form.actions.update), [form.actions.update]);
  return { ...form, actions: { ...form.actions, ...rooms } };
};
