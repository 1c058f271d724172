import { useMutation, useQuery } from "@tanstack/react-query";
import {
  type AdminHotel,
  type AdminIssue,
  adminHotelEndpoint,
  adminSaveHotelEndpoint,
  adminUploadHotelImageEndpoint,
  type HotelContentEvent,
  hotelContentTransition,
  insertHotelEndpoint,
} from "@travesia/core";
import { Result } from "effect";
import { useState } from "react";
import type { HookResult } from "../common/hookResult.js";
import { httpBodyOf } from "../query/endpointError.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";
import { ADMIN_QUERY_KEYS, type AdminStatus, adminStatusOf } from "./adminQueries.js";
import { issuesOfReply } from "./issuesOfReply.js";
import { uploadForm } from "./uploadForm.js";

/** How the last save or upload went; `indexFailed`: saved, but the index refresh failed (spec 000 §8). */
export type HotelSaveState = "idle" | "saving" | "saved" | "failed" | "indexFailed";

/** What {@link useAdminHotelEditor} returns. */
export type AdminHotelEditorResult = HookResult<
  AdminStatus,
  { readonly hotel: AdminHotel | null; readonly save: HotelSaveState; readonly issues: readonly AdminIssue[] },
  { readonly apply: (event: HotelContentEvent) => Promise<void>; readonly upload: (file: File) => Promise<void> }
>;

/**
 * One hotel in the back office (`GET /api/admin/hotels/{id}`): each editor event (core's `hotelContentTransition`)
 * saved at once with `POST /api/admin/hotels/{id}`, an image checked by core's `checkImageUpload` before it is sent,
 * then the index refreshed (`insertHotel`); the change log and the public detail are asked again after each change.
 */
export const useAdminHotelEditor = (hotelId: string): AdminHotelEditorResult => {
  const { world, client } = usePortalQuery();
  const key = [...ADMIN_QUERY_KEYS.all, "hotel", hotelId];
  const query = useQuery(
    { queryKey: key, queryFn: ({ signal }) => fetchEndpoint(world.api, adminHotelEndpoint, [hotelId], { signal }) },
    client,
  );
  const [save, setSave] = useState<HotelSaveState>("idle");
  const [issues, setIssues] = useState<readonly AdminIssue[]>([]);
  const mutation = useMutation({ mutationFn: (send: () => Promise<{ hotel: AdminHotel }>) => send() }, client);
  const run = async (send: () => Promise<{ hotel: AdminHotel }>) => {
    setSave("saving");
    setIssues([]);
    try {
      const { hotel } = await mutation.mutateAsync(send);
      client.setQueryData(key, { done: true as const, hotel });
      await client.invalidateQueries({ queryKey: ADMIN_QUERY_KEYS.audit });
      await client.invalidateQueries({ queryKey: ["hotelCatalog", hotelId] });
      const index = await fetchEndpoint(world.api, insertHotelEndpoint, [], {
        body: { hotel: { id: hotel.id, hotelName: hotel.name } },
      }).catch(() => ({ done: false }));
      setSave(index.done ? "saved" : "indexFailed");
    } catch (error) {
      setIssues(issuesOfReply(httpBodyOf(error)));
      setSave("failed");
    }
  };
  const hotel = query.data?.hotel ?? null;
  const apply = async (event: HotelContentEvent) => {
    if (hotel === null) return;
    const content = hotelContentTransition(hotel.content, event);
    await run(() => fetchEndpoint(world.api, adminSaveHotelEndpoint, [hotelId], { body: { content } }));
  };
  const upload = async (file: File) => {
    const form = await uploadForm(file);
    if (Result.isFailure(form)) {
      setSave("failed");
      return setIssues([form.failure]);
    }
    await run(() => fetchEndpoint(world.api, adminUploadHotelImageEndpoint, [hotelId], { body: form.success }));
  };
  return { status: adminStatusOf(query), data: { hotel, save, issues }, error: null, actions: { apply, upload } };
};
