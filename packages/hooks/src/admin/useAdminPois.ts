import { useMutation, useQuery } from "@tanstack/react-query";
import {
  type AdminPoi,
  type AdminPoiDraft,
  type AdminPoisReply,
  adminPoisEndpoint,
  adminRemovePoiEndpoint,
  adminSavePoiEndpoint,
  validateAdminPoi,
} from "@travesia/core";
import { Result } from "effect";
import type { HookResult } from "../common/hookResult.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";
import { type AdminStatus, adminStatusOf } from "./adminQueries.js";
import { type ContentSaveStatus, useContentSave } from "./contentMutation.js";

/** What {@link useAdminPois} returns. */
export type AdminPoisResult = HookResult<
  AdminStatus,
  {
    readonly city: AdminPoisReply["city"] | null;
    readonly pois: readonly AdminPoi[];
    readonly save: ContentSaveStatus;
    readonly issues: ReturnType<typeof useContentSave>["issues"];
  },
  {
    /** Adds (no id) or edits a POI; true once saved (and indexed, or its index failure swallowed: spec 000 §8). */
    readonly save: (poi: unknown) => Promise<boolean>;
    readonly remove: (poi: AdminPoi) => Promise<boolean>;
  }
>;

/**
 * A destination's points of interest in the back office (`GET /api/admin/pois/{city}`), added on the map or from a
 * place search, edited and removed; each draft is checked with core's `validateAdminPoi` before it is sent.
 *
 * @example const pois = useAdminPois("BUE"); await pois.actions.save({ city: "BUE", description: "Obelisco", … });
 */
export const useAdminPois = (city: string | null): AdminPoisResult => {
  const { world, client } = usePortalQuery();
  const query = useQuery(
    {
      queryKey: ["admin", "pois", city],
      queryFn: ({ signal }) => fetchEndpoint(world.api, adminPoisEndpoint, [city ?? ""], { signal }),
      enabled: city !== null,
    },
    client,
  );
  const saveCall = useMutation(
    { mutationFn: (poi: AdminPoiDraft) => fetchEndpoint(world.api, adminSavePoiEndpoint, [], { body: { poi } }) },
    client,
  );
  const removeCall = useMutation(
    {
      mutationFn: (poi: AdminPoi) => fetchEndpoint(world.api, adminRemovePoiEndpoint, [poi.city, poi.id], { body: {} }),
    },
    client,
  );
  const saving = useContentSave();
  const save = (input: unknown) => {
    const draft = validateAdminPoi(input);
    return Result.isFailure(draft)
      ? saving.run(() => Promise.resolve(), draft.failure)
      : saving.run(() => saveCall.mutateAsync(draft.success));
  };
  return {
    status: city === null ? "ready" : adminStatusOf(query),
    data: { city: query.data?.city ?? null, pois: query.data?.pois ?? [], save: saving.status, issues: saving.issues },
    error: null,
    actions: { save, remove: (poi) => saving.run(() => removeCall.mutateAsync(poi)) },
  };
};
