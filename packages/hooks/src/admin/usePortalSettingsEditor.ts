import { useMutation, useQuery } from "@tanstack/react-query";
import {
  type AdminIssue,
  adminPortalEndpoint,
  adminSaveSettingsEndpoint,
  type PortalSettings,
  type PortalSettingsFormEvent,
  type PortalSettingsFormState,
  portalSettingsFormChanges,
  portalSettingsFormTransition,
  validatePortalSettings,
} from "@travesia/core";
import { Result } from "effect";
import { useEffect, useReducer, useState } from "react";
import type { HookResult } from "../common/hookResult.js";
import { loadPortalConfig } from "../config/usePortalConfig.js";
import { httpBodyOf } from "../query/endpointError.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";
import { ADMIN_QUERY_KEYS, type AdminStatus, adminStatusOf } from "./adminQueries.js";
import { issuesOfReply } from "./issuesOfReply.js";

/** What {@link usePortalSettingsEditor} returns: the form, each failing field, and how the last save went. */
export type PortalSettingsEditorResult = HookResult<
  AdminStatus,
  {
    readonly name: string;
    readonly form: PortalSettingsFormState | null;
    /** Fields with edits not saved yet. */
    readonly changed: number;
    readonly issues: readonly AdminIssue[];
    readonly save: "idle" | "saving" | "saved" | "unchanged" | "failed";
  },
  { readonly dispatch: (event: PortalSettingsFormEvent) => void; readonly save: () => Promise<void> }
>;

/**
 * One portal's settings form (`GET /api/admin/portals/{id}`, saved with `POST …/settings`): core's form reducer
 * and validator, the server's own 400 issues, and, once saved, the change log and the portal lists asked again. When
 * the administrator's own portal changed, its configuration is read again at once, so this browser follows too.
 */
export const usePortalSettingsEditor = (portalId: string): PortalSettingsEditorResult => {
  const { world, client } = usePortalQuery();
  const query = useQuery(
    {
      queryKey: ADMIN_QUERY_KEYS.portal(portalId),
      queryFn: ({ signal }) => fetchEndpoint(world.api, adminPortalEndpoint, [portalId], { signal }),
    },
    client,
  );
  const [form, dispatch] = useReducer(portalSettingsFormTransition, null);
  const [issues, setIssues] = useState<readonly AdminIssue[]>([]);
  const [save, setSave] = useState<PortalSettingsEditorResult["data"]["save"]>("idle");
  const loaded = query.data?.portal.settings;
  useEffect(() => {
    if (loaded !== undefined) dispatch({ type: "loaded", settings: loaded });
  }, [loaded]);
  const mutation = useMutation(
    {
      mutationFn: (settings: PortalSettings) =>
        fetchEndpoint(world.api, adminSaveSettingsEndpoint, [portalId], { body: { settings } }),
    },
    client,
  );
  const submit = async () => {
    if (form === null) return;
    const valid = validatePortalSettings(form.draft);
    if (Result.isFailure(valid)) return setIssues(valid.failure);
    setIssues([]);
    if (portalSettingsFormChanges(form).length === 0) return setSave("unchanged");
    setSave("saving");
    try {
      const reply = await mutation.mutateAsync(valid.success);
      dispatch({ type: "saved", settings: reply.portal.settings });
      setSave("saved");
      await client.invalidateQueries({ queryKey: ADMIN_QUERY_KEYS.all });
      if (world.stores.user.getState().portalId === portalId) await loadPortalConfig(world, portalId);
    } catch (error) {
      setIssues(issuesOfReply(httpBodyOf(error)));
      setSave("failed");
    }
  };
  return {
    status: adminStatusOf(query),
    data: { name: query.data?.portal.name ?? "", form, changed: portalSettingsFormChanges(form).length, issues, save },
    error: null,
    actions: {
      dispatch: (event) => {
        dispatch(event);
        setSave("idle");
      },
      save: submit,
    },
  };
};
