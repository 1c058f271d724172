import { useMutation, useQuery } from "@tanstack/react-query";
import {
  type AdminAirline,
  adminAirlinesEndpoint,
  adminSaveAirlineEndpoint,
  adminUploadAirlineLogoEndpoint,
  validateAirlineName,
} from "@travesia/core";
import { Result } from "effect";
import type { HookResult } from "../common/hookResult.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";
import { type AdminStatus, adminStatusOf } from "./adminQueries.js";
import { type ContentSaveStatus, useContentSave } from "./contentMutation.js";
import { uploadForm } from "./uploadForm.js";

/** What {@link useAdminAirlines} returns. */
export type AdminAirlinesResult = HookResult<
  AdminStatus,
  {
    readonly airlines: readonly AdminAirline[];
    readonly save: ContentSaveStatus;
    readonly issues: ReturnType<typeof useContentSave>["issues"];
  },
  {
    readonly rename: (carrierId: string, name: string) => Promise<boolean>;
    readonly uploadLogo: (carrierId: string, file: File) => Promise<boolean>;
  }
>;

/**
 * The airlines and their names in the back office (`GET /api/admin/airlines`); a rename is checked with core's
 * `validateAirlineName` and saved with `POST /api/admin/airlines/{carrierId}` (the flight results show it at once); a
 * logo is checked with core's `checkImageUpload` and sent to `POST /api/admin/airlines/{carrierId}/logo`.
 *
 * @example const airlines = useAdminAirlines(); await airlines.actions.rename("AR", "Aerolíneas Argentinas");
 */
export const useAdminAirlines = (): AdminAirlinesResult => {
  const { world, client } = usePortalQuery();
  const query = useQuery(
    {
      queryKey: ["admin", "airlines"],
      queryFn: ({ signal }) => fetchEndpoint(world.api, adminAirlinesEndpoint, [""], { signal }),
    },
    client,
  );
  const call = useMutation(
    {
      mutationFn: ({ carrierId, name }: { carrierId: string; name: string }) =>
        fetchEndpoint(world.api, adminSaveAirlineEndpoint, [carrierId], { body: { name } }),
    },
    client,
  );
  const saving = useContentSave();
  const rename = (carrierId: string, name: string) => {
    const edit = validateAirlineName({ name });
    return Result.isFailure(edit)
      ? saving.run(() => Promise.resolve(), edit.failure)
      : saving.run(() => call.mutateAsync({ carrierId, name: edit.success.name }));
  };
  const uploadLogo = async (carrierId: string, file: File) => {
    const form = await uploadForm(file);
    if (Result.isFailure(form)) return saving.run(() => Promise.resolve(), [form.failure]);
    const body = form.success;
    return saving.run(() => fetchEndpoint(world.api, adminUploadAirlineLogoEndpoint, [carrierId], { body }));
  };
  return {
    status: adminStatusOf(query),
    data: { airlines: query.data?.airlines ?? [], save: saving.status, issues: saving.issues },
    error: null,
    actions: { rename, uploadLogo },
  };
};
