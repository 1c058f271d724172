import { type AdminIssue, checkImageUpload, UPLOAD_SNIFF_BYTES, uploadRefusalKey } from "@travesia/core";
import { Result } from "effect";

/**
 * A chosen file checked in the browser with core's `checkImageUpload` (the server checks it again): the form data to
 * send (one `file`), or the issue that refuses it before any call.
 */
export const uploadForm = async (file: File): Promise<Result.Result<FormData, AdminIssue>> => {
  const head = new Uint8Array(await file.slice(0, UPLOAD_SNIFF_BYTES).arrayBuffer());
  const checked = checkImageUpload({ name: file.name, size: file.size, head });
  if (Result.isFailure(checked)) {
    const refusal = checked.failure;
    const params = refusal.reason === "tooLarge" ? { sizeMb: refusal.sizeMb, maxMb: refusal.maxMb } : undefined;
    return Result.fail({ field: "file", key: uploadRefusalKey(refusal), ...(params === undefined ? {} : { params }) });
  }
  const form = new FormData();
  form.set("file", file);
  return Result.succeed(form);
};
