import { useMutation } from "@tanstack/react-query";
import {
  completePlaceEndpoint,
  type HotelSuggestion,
  insertHotelEndpoint,
  insertPoiEndpoint,
  type PointOfInterest,
} from "@travesia/core";
import { useCallback, useState } from "react";
import type { HookError, HookResult } from "../common/hookResult.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";

/** What {@link useLocationIndex} returns. */
export type LocationIndexResult = HookResult<
  "idle" | "busy",
  null,
  {
    /** `GET /api/complete/place/{ref}`: the place, or `null` with 'Error calling Places API' as the error. */
    readonly placeDetail: (ref: string) => Promise<PointOfInterest | null>;
    /** `POST /api/complete/insertHotel {hotel}`: false with 'Error Saving document into index' as the error. */
    readonly saveHotel: (hotel: HotelSuggestion) => Promise<boolean>;
    /** `POST /api/complete/insertPoi {poi}`: a failure is swallowed (spec 000 §8), so this never sets an error. */
    readonly savePoi: (poi: PointOfInterest) => Promise<void>;
  }
>;

/**
 * Place details and the location index (spec 000 §7 Locations, §8): 'Error calling Places API' when a place's
 * details fail (`location.placeDetailError`), 'Error Saving document into index' when a hotel cannot be saved
 * (`location.indexSaveError`); "a failed POI save is swallowed".
 *
 * @example const index = useLocationIndex(); const place = await index.actions.placeDetail(prediction.ref);
 */
export const useLocationIndex = (): LocationIndexResult => {
  const { world, client } = usePortalQuery();
  const { api } = world;
  const fetchPlace = useMutation(
    { mutationFn: (ref: string) => fetchEndpoint(api, completePlaceEndpoint, [ref]) },
    client,
  ).mutateAsync;
  const insertHotel = useMutation(
    { mutationFn: (hotel: HotelSuggestion) => fetchEndpoint(api, insertHotelEndpoint, [], { body: { hotel } }) },
    client,
  ).mutateAsync;
  const insertPoi = useMutation(
    { mutationFn: (poi: PointOfInterest) => fetchEndpoint(api, insertPoiEndpoint, [], { body: { poi } }) },
    client,
  ).mutateAsync;
  const [busy, setBusy] = useState(0);
  const [error, setError] = useState<HookError | null>(null);
  const track = useCallback(async <A>(work: () => Promise<A>): Promise<A> => {
    setBusy((count) => count + 1);
    try {
      return await work();
    } finally {
      setBusy((count) => count - 1);
    }
  }, []);

  const placeDetail = useCallback(
    (ref: string) =>
      track(async () => {
        const place = await fetchPlace(ref).catch(() => null);
        setError(place === null ? { key: "location.placeDetailError" } : null);
        return place;
      }),
    [fetchPlace, track],
  );
  const saveHotel = useCallback(
    (hotel: HotelSuggestion) =>
      track(async () => {
        const saved = await insertHotel(hotel).then(
          (reply) => reply.done,
          () => false,
        );
        setError(saved ? null : { key: "location.indexSaveError" });
        return saved;
      }),
    [insertHotel, track],
  );
  const savePoi = useCallback(
    (poi: PointOfInterest) =>
      track(async () => {
        await insertPoi(poi).catch(() => undefined); // spec 000 §8: "a failed POI save is swallowed"
      }),
    [insertPoi, track],
  );

  return { status: busy > 0 ? "busy" : "idle", data: null, error, actions: { placeDetail, saveHotel, savePoi } };
};
