import { endpoints, type HotelSuggestion, type PointOfInterest } from "@travesia/core";
import { Result } from "effect";
import { useCallback, useState } from "react";
import type { HookError, HookResult } from "../common/hookResult.js";
import { usePortalWorld } from "../provider/PortalProvider.js";
import { callEndpoint } from "../transport/callEndpoint.js";

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
  const { api } = usePortalWorld();
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
        const reply = await callEndpoint(api, endpoints.completePlace, [ref]);
        setError(Result.isSuccess(reply) ? null : { key: "location.placeDetailError" });
        return Result.isSuccess(reply) ? reply.success : null;
      }),
    [api, track],
  );
  const saveHotel = useCallback(
    (hotel: HotelSuggestion) =>
      track(async () => {
        const reply = await callEndpoint(api, endpoints.insertHotel, [], { body: { hotel } });
        const saved = Result.isSuccess(reply) && reply.success.done;
        setError(saved ? null : { key: "location.indexSaveError" });
        return saved;
      }),
    [api, track],
  );
  const savePoi = useCallback(
    (poi: PointOfInterest) =>
      track(async () => {
        await callEndpoint(api, endpoints.insertPoi, [], { body: { poi } });
      }),
    [api, track],
  );

  return { status: busy > 0 ? "busy" : "idle", data: null, error, actions: { placeDetail, saveHotel, savePoi } };
};
