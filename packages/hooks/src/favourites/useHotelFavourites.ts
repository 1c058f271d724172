import { useMutation, useQuery } from "@tanstack/react-query";
import {
  type HotelCluster,
  type HotelFavouriteIds,
  hotelFavouriteAddEndpoint,
  hotelFavouriteDeleteEndpoint,
  hotelFavouriteMark,
  hotelFavouritesEndpoint,
  hotelIsFavourite,
} from "@travesia/core";
import { useCallback, useState } from "react";
import type { HookResult } from "../common/hookResult.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";
import { pushFavouriteOutcome } from "./pushFavouriteOutcome.js";

const KEY = ["hotelFavourites"] as const;

type Hotel = Pick<HotelCluster, "hotelDetailId" | "favourite">;

/** What {@link useHotelFavourites} returns. */
export type HotelFavouritesResult = HookResult<
  "loading" | "ready",
  {
    /** The saved ids with any toggle in flight applied; undefined until the list is known. */
    readonly ids: HotelFavouriteIds | undefined;
    readonly isFavourite: (hotel: Hotel) => boolean;
    /** Hotels whose call is in flight (their toggle waits). */
    readonly pending: ReadonlySet<string>;
  },
  { readonly toggle: (hotel: Hotel) => void }
>;

/**
 * The visitor's favourite hotels: `GET /api/v1/hotel/favourites`, and the toggle (`…/add/…` or `…/del/…`, spec 001
 * §7). The toggle marks the hotel at once (optimistic); a failure puts back that hotel's mark only (core's
 * `hotelFavouriteMark`), so no other toggle is lost; each outcome queues core's `hotelFavouriteOutcome` toast
 * ('Favorito' or 'Ups!', spec 001 §8). Toggles wait until the list is known (it decides add or delete).
 */
export const useHotelFavourites = (): HotelFavouritesResult => {
  const { world, client } = usePortalQuery();
  const query = useQuery(
    {
      queryKey: KEY,
      queryFn: async ({ signal }) =>
        (await fetchEndpoint(world.api, hotelFavouritesEndpoint, [], { signal })).hotelIds as HotelFavouriteIds,
    },
    client,
  );
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const settle = (id: string, inFlight: boolean) =>
    setPending((before) => new Set(inFlight ? [...before, id] : [...before].filter((other) => other !== id)));
  const notify = (was: boolean, succeeded: boolean) => pushFavouriteOutcome(world, was, succeeded);
  const mark = (id: string, favourite: boolean) =>
    client.setQueryData<HotelFavouriteIds>(KEY, (ids) => hotelFavouriteMark(ids ?? [], id, favourite));
  const { mutate } = useMutation(
    {
      mutationFn: async ({ id, was }: { id: string; was: boolean }) => {
        const endpoint = was ? hotelFavouriteDeleteEndpoint : hotelFavouriteAddEndpoint;
        const reply = await fetchEndpoint(world.api, endpoint, [id]);
        if (!reply.done) throw new Error("favourite not saved");
      },
      // Toggles wait for the list, so no load is in flight to overwrite the mark.
      onMutate: ({ id, was }) => {
        settle(id, true);
        mark(id, !was);
      },
      onError: (_error, { id, was }) => {
        mark(id, was);
        notify(was, false);
      },
      onSuccess: (_reply, { was }) => notify(was, true),
      onSettled: (_reply, _error, { id }) => settle(id, false),
    },
    client,
  );
  const ids = query.data;
  const isFavourite = useCallback((hotel: Hotel) => hotelIsFavourite(hotel, ids), [ids]);
  // Kept while the list and the calls in flight stay the same: the results page's memoised cards take it as a prop.
  const toggle = useCallback(
    (hotel: Hotel) => {
      if (ids === undefined || pending.has(hotel.hotelDetailId)) return;
      mutate({ id: hotel.hotelDetailId, was: hotelIsFavourite(hotel, ids) });
    },
    [ids, pending, mutate],
  );
  return {
    status: ids === undefined ? "loading" : "ready",
    data: { ids, isFavourite, pending },
    error: null,
    actions: { toggle },
  };
};
