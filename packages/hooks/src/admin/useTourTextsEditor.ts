import { useMutation, useQuery } from "@tanstack/react-query";
import {
  type AdminIssue,
  type AdminTourText,
  adminSaveTourTextEndpoint,
  adminTourEndpoint,
  type Language,
  type TourStep,
  type TourTextEdit,
  type TourTextField,
  validateTourText,
} from "@travesia/core";
import { Result } from "effect";
import { useState } from "react";
import type { HookResult } from "../common/hookResult.js";
import { httpBodyOf } from "../query/endpointError.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";
import { ADMIN_QUERY_KEYS, type AdminStatus, adminStatusOf } from "./adminQueries.js";
import { issuesOfReply } from "./issuesOfReply.js";

/** How the save of one step went: which step, and its state. */
export interface TourStepSave {
  readonly step: TourStep | null;
  readonly status: "idle" | "saving" | "saved" | "failed";
  readonly issues: readonly AdminIssue[];
}

/** What {@link useTourTextsEditor} returns. */
export type TourTextsEditorResult = HookResult<
  AdminStatus,
  { readonly texts: readonly AdminTourText[]; readonly save: TourStepSave },
  { readonly saveStep: (language: Language, step: TourStep, draft: Record<TourTextField, string>) => Promise<void> }
>;

/**
 * The back office's "tour" module: every language's step texts (`GET /api/admin/tour`), and the save of one step's
 * title and text (each checked with core's `validateTourText`, each changed one sent with `POST /api/admin/tour`,
 * which records it in the change log); the module and the change log are asked again after a save.
 */
export const useTourTextsEditor = (): TourTextsEditorResult => {
  const { world, client } = usePortalQuery();
  const [save, setSave] = useState<TourStepSave>({ step: null, status: "idle", issues: [] });
  const texts = useQuery(
    {
      queryKey: [...ADMIN_QUERY_KEYS.all, "tour"],
      queryFn: ({ signal }) => fetchEndpoint(world.api, adminTourEndpoint, [], { signal }),
    },
    client,
  );
  const mutation = useMutation(
    { mutationFn: (edit: TourTextEdit) => fetchEndpoint(world.api, adminSaveTourTextEndpoint, [], { body: edit }) },
    client,
  );
  const saveStep = async (language: Language, step: TourStep, draft: Record<TourTextField, string>) => {
    const current = texts.data?.texts ?? [];
    const edits = (["title", "text"] as const).map((field) =>
      validateTourText({ language, step, field, text: draft[field] }),
    );
    const issues = edits.flatMap((edit) => (Result.isFailure(edit) ? edit.failure : []));
    if (issues.length > 0) return setSave({ step, status: "failed", issues });
    const changed = edits
      .flatMap((edit) => (Result.isSuccess(edit) ? [edit.success] : []))
      .filter(
        (edit) =>
          current.find((text) => text.language === language && text.step === step && text.field === edit.field)
            ?.text !== edit.text,
      );
    setSave({ step, status: "saving", issues: [] });
    try {
      for (const edit of changed) await mutation.mutateAsync(edit);
      await client.invalidateQueries({ queryKey: ADMIN_QUERY_KEYS.all });
      // The tour this browser shows reads the new texts too (they are otherwise fresh for a minute: useTourTexts).
      await client.invalidateQueries({ queryKey: ["tour"] });
      setSave({ step, status: "saved", issues: [] });
    } catch (error) {
      setSave({ step, status: "failed", issues: issuesOfReply(httpBodyOf(error)) });
    }
  };
  return {
    status: adminStatusOf(texts),
    data: { texts: texts.data?.texts ?? [], save },
    error: null,
    actions: { saveStep },
  };
};
