import { useMutation } from "@tanstack/react-query";
import {
  type AdminCustomText,
  type AdminIssue,
  adminSaveTextEndpoint,
  type CustomTextEdit,
  validateCustomText,
} from "@travesia/core";
import { Result } from "effect";
import { useState } from "react";
import type { HookResult } from "../common/hookResult.js";
import { httpBodyOf } from "../query/endpointError.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";
import { ADMIN_QUERY_KEYS } from "./adminQueries.js";
import { issuesOfReply } from "./issuesOfReply.js";

/** What {@link useCustomTextEditor} returns: the text being edited, its issues, and how its save went. */
export type CustomTextEditorResult = HookResult<
  "idle" | "editing" | "saving" | "saved" | "failed",
  { readonly editing: AdminCustomText | null; readonly draft: string; readonly issues: readonly AdminIssue[] },
  {
    readonly edit: (text: AdminCustomText) => void;
    readonly setDraft: (draft: string) => void;
    readonly cancel: () => void;
    readonly save: () => Promise<void>;
  }
>;

/**
 * Edits one custom text of a variant: checks it with core's `validateCustomText` (its catalog text's placeholders
 * kept), saves it with `POST /api/admin/texts/{variant}` (the server's 400 issues come back as `{field, key}`), and
 * asks the lists and the change log again.
 */
export const useCustomTextEditor = (variant: string | null): CustomTextEditorResult => {
  const { world, client } = usePortalQuery();
  const [editing, setEditing] = useState<AdminCustomText | null>(null);
  const [draft, setDraft] = useState("");
  const [issues, setIssues] = useState<readonly AdminIssue[]>([]);
  const [status, setStatus] = useState<CustomTextEditorResult["status"]>("idle");
  const mutation = useMutation(
    {
      mutationFn: (edit: CustomTextEdit) =>
        fetchEndpoint(world.api, adminSaveTextEndpoint, [variant ?? ""], { body: edit }),
    },
    client,
  );
  const save = async () => {
    if (editing === null || variant === null) return;
    const valid = validateCustomText({ key: editing.key, text: draft }, editing.base);
    if (Result.isFailure(valid)) return setIssues(valid.failure);
    setIssues([]);
    setStatus("saving");
    try {
      const reply = await mutation.mutateAsync(valid.success);
      setEditing(reply.text);
      setDraft(reply.text.text);
      // The lists are asked again before the save is announced, so what the page says and shows agree.
      await client.invalidateQueries({ queryKey: ADMIN_QUERY_KEYS.all });
      setStatus("saved");
    } catch (error) {
      setIssues(issuesOfReply(httpBodyOf(error)));
      setStatus("failed");
    }
  };
  return {
    status,
    data: { editing, draft, issues },
    error: null,
    actions: {
      edit: (text) => {
        setEditing(text);
        setDraft(text.text === "" ? text.base : text.text);
        setIssues([]);
        setStatus("editing");
      },
      setDraft: (next) => {
        setDraft(next);
        setStatus("editing");
      },
      cancel: () => {
        setEditing(null);
        setStatus("idle");
      },
      save,
    },
  };
};
