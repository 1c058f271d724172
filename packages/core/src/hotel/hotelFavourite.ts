import { TOAST_DURATIONS_MS } from "../shell/toastDurations.js";

/** The toast after a favourite call. */
export interface HotelFavouriteNotice {
  readonly level: "success" | "warning";
  readonly titleKey: "favourite.title" | "favourite.failureTitle";
  readonly messageKey: "favourite.added" | "favourite.removed" | "favourite.failure";
  readonly durationMs: number;
}

/** A hotel's favourite flag after a call, and the toast. */
export interface HotelFavouriteOutcome {
  readonly favourite: boolean;
  readonly notice: HotelFavouriteNotice;
}

/**
 * The favourite toggle: the flag flips only when the call succeeded. Spec 001 §4: "Favourite toggles on success";
 * §8: "Favourite failure: warning 'Ups!' with 'Por el momento no puede realizar esta operación intente más tarde!'.
 * Successes: 'El hotel se ha agregado a sus favoritos!' / 'El hotel se ha eliminado a sus favoritos!' (title
 * 'Favorito')." The call is `GET /api/v1/add/hotel/favourite/{id}` when not a favourite, `…/del/…` otherwise.
 *
 * @example hotelFavouriteOutcome(false, true) // { favourite: true, notice: { messageKey: "favourite.added", … } }
 */
export const hotelFavouriteOutcome = (wasFavourite: boolean, succeeded: boolean): HotelFavouriteOutcome =>
  succeeded
    ? {
        favourite: !wasFavourite,
        notice: {
          level: "success",
          titleKey: "favourite.title",
          messageKey: wasFavourite ? "favourite.removed" : "favourite.added",
          durationMs: TOAST_DURATIONS_MS.warningHotelResults,
        },
      }
    : {
        favourite: wasFavourite,
        notice: {
          level: "warning",
          titleKey: "favourite.failureTitle",
          messageKey: "favourite.failure",
          durationMs: TOAST_DURATIONS_MS.warningHotelResults,
        },
      };
