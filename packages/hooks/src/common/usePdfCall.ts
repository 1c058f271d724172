import { useMutation } from "@tanstack/react-query";
import { usePortalQuery } from "../query/portalQueryClient.js";
import { hookMessageKeys } from "./hookMessageKeys.js";
import type { HookResult } from "./hookResult.js";

/** What a PDF call returns: the call's state, and the PDF's address once generated. */
export type PdfResult<Request> = HookResult<
  "idle" | "generating" | "ready" | "failed",
  { readonly file: string | null },
  { readonly generate: (request: Request) => void }
>;

/**
 * A PDF the server generates (a hotel's, several hotels', an activity's): `generating` while the call runs (the
 * progress notice 'Espere un momento se esta generando el PDF'), then the file's address; a reply without `done` and
 * a file is `failed` ('Por el momento no puede realizar esta operación intente más tarde!', spec 001 §8, 002 §8).
 */
export const usePdfCall = <Request>(
  call: (request: Request) => Promise<{ readonly done: boolean; readonly file?: string | undefined }>,
): PdfResult<Request> => {
  const { client } = usePortalQuery();
  const pdf = useMutation(
    {
      mutationFn: async (request: Request) => {
        const reply = await call(request);
        if (!reply.done || reply.file === undefined) throw new Error("no file");
        return reply.file;
      },
    },
    client,
  );
  const status = pdf.isPending ? "generating" : pdf.isError ? "failed" : pdf.isSuccess ? "ready" : "idle";
  return {
    status,
    data: { file: pdf.isSuccess ? pdf.data : null },
    error: status === "failed" ? { key: hookMessageKeys.pdfFailed } : null,
    actions: { generate: (request) => pdf.mutate(request) },
  };
};
