import { useMutation, useQuery } from "@tanstack/react-query";
import {
  type AdminHomeBackground,
  adminHomeBackgroundsEndpoint,
  adminUploadHomeBackgroundEndpoint,
  type HomeBackgroundSlot,
} from "@travesia/core";
import { Result } from "effect";
import type { HookResult } from "../common/hookResult.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";
import { type AdminStatus, adminStatusOf } from "./adminQueries.js";
import { type ContentSaveStatus, useContentSave } from "./contentMutation.js";
import { uploadForm } from "./uploadForm.js";

/** What {@link useHomeBackgrounds} returns. */
export type HomeBackgroundsResult = HookResult<
  AdminStatus,
  {
    readonly backgrounds: readonly AdminHomeBackground[];
    readonly save: ContentSaveStatus;
    readonly issues: ReturnType<typeof useContentSave>["issues"];
  },
  { readonly upload: (slot: HomeBackgroundSlot, file: File) => Promise<boolean> }
>;

const none: readonly AdminHomeBackground[] = [];

/**
 * The home's background images in the back office (`GET /api/admin/home/backgrounds`: a slot per product, device
 * and language); an image is checked with core's `checkImageUpload` before it is sent
 * (`POST /api/admin/home/backgrounds/{page}/{device}/{language}`), and the home shows it on its next load.
 *
 * @example const backgrounds = useHomeBackgrounds(); await backgrounds.actions.upload({ pageCode: "hotels", device: "desktop", language: "es" }, file);
 */
export const useHomeBackgrounds = (): HomeBackgroundsResult => {
  const { world, client } = usePortalQuery();
  const query = useQuery(
    {
      queryKey: ["admin", "homeBackgrounds"],
      queryFn: ({ signal }) => fetchEndpoint(world.api, adminHomeBackgroundsEndpoint, [], { signal }),
    },
    client,
  );
  const call = useMutation(
    {
      mutationFn: ({ slot, form }: { slot: HomeBackgroundSlot; form: FormData }) =>
        fetchEndpoint(world.api, adminUploadHomeBackgroundEndpoint, [slot], { body: form }),
    },
    client,
  );
  const saving = useContentSave();
  const upload = async (slot: HomeBackgroundSlot, file: File) => {
    const form = await uploadForm(file);
    return Result.isFailure(form)
      ? saving.run(() => Promise.resolve(), [form.failure])
      : saving.run(() => call.mutateAsync({ slot, form: form.success }));
  };
  return {
    status: adminStatusOf(query),
    data: { backgrounds: query.data?.backgrounds ?? none, save: saving.status, issues: saving.issues },
    error: null,
    actions: { upload },
  };
};
