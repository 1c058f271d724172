import { useMutation } from "@tanstack/react-query";
import { type ActivitiesPdfRequest, activitiesPdfEndpoint } from "@travesia/core";
import type { HookResult } from "../common/hookResult.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";

/** What {@link useActivityPdf} returns: the call's state, and the PDF's address once generated. */
export type ActivityPdfResult = HookResult<
  "idle" | "generating" | "ready" | "failed",
  { readonly file: string | null },
  { readonly generate: (request: ActivitiesPdfRequest) => void }
>;

/**
 * An activity's PDF (spec 002 §7 `POST /activities/pdf {url, canonicalId}`, the payload from core's
 * `activityPdfRequest`): `generating` while the call runs (the progress notice 'Espere un momento se esta generando
 * el PDF'), then the file, or `failed` with 'Por el momento no puede realizar esta operación intente más tarde!'
 * (spec 002 §8, titled 'Download').
 *
 * @example const pdf = useActivityPdf(); pdf.actions.generate(activityPdfRequest(item));
 */
export const useActivityPdf = (): ActivityPdfResult => {
  const { world, client } = usePortalQuery();
  const call = useMutation(
    {
      mutationFn: async (request: ActivitiesPdfRequest) => {
        const reply = await fetchEndpoint(world.api, activitiesPdfEndpoint, [], { body: request });
        if (!reply.done || reply.file === undefined) throw new Error("no file");
        return reply.file;
      },
    },
    client,
  );
  const status = call.isPending ? "generating" : call.isError ? "failed" : call.isSuccess ? "ready" : "idle";
  return {
    status,
    data: { file: call.isSuccess ? call.data : null },
    error: status === "failed" ? { key: "documents.failure" } : null,
    actions: { generate: (request) => call.mutate(request) },
  };
};
