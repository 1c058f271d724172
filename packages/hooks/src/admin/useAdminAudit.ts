import { useMutation, useQuery } from "@tanstack/react-query";
import { type AdminAuditEntry, type AdminMessageKey, adminAuditEndpoint, adminUndoEndpoint } from "@travesia/core";
import { useState } from "react";
import type { HookResult } from "../common/hookResult.js";
import { loadPortalConfig } from "../config/usePortalConfig.js";
import { httpBodyOf } from "../query/endpointError.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";
import { ADMIN_QUERY_KEYS, type AdminStatus, adminStatusOf } from "./adminQueries.js";

/** How the last undo went: its entry and the message the page shows (done, or why the server refused it). */
export interface AdminUndoOutcome {
  readonly entryId: string;
  readonly ok: boolean;
  readonly key: AdminMessageKey;
  /** The server's own reason, when it refused with one (a rule the undo would break). */
  readonly serverMessage?: string;
}

/** What {@link useAdminAudit} returns. */
export type AdminAuditResult = HookResult<
  AdminStatus,
  {
    readonly entries: readonly AdminAuditEntry[];
    readonly undoing: string | null;
    readonly outcome: AdminUndoOutcome | null;
  },
  { readonly undo: (entryId: string) => Promise<void>; readonly reload: () => void }
>;

const refusalKey = (reason: unknown): AdminMessageKey =>
  reason === "alreadyUndone"
    ? "admin.audit.refused.alreadyUndone"
    : reason === "changedSince"
      ? "admin.audit.refused.changedSince"
      : "admin.audit.undoFailed";

/**
 * The change log (`GET /api/admin/audit`, newest first) and its undo (`POST /api/admin/audit/{id}/undo`). An undo
 * the server refuses (undone already, changed since, a rule broken) says why; after any undo the log and the portals
 * are asked again, and the administrator's own portal configuration too.
 */
export const useAdminAudit = (): AdminAuditResult => {
  const { world, client } = usePortalQuery();
  const query = useQuery(
    {
      queryKey: ADMIN_QUERY_KEYS.audit,
      queryFn: ({ signal }) => fetchEndpoint(world.api, adminAuditEndpoint, [], { signal }),
    },
    client,
  );
  const mutation = useMutation(
    { mutationFn: (id: string) => fetchEndpoint(world.api, adminUndoEndpoint, [id], { body: {} }) },
    client,
  );
  const [undoing, setUndoing] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<AdminUndoOutcome | null>(null);
  const undo = async (entryId: string) => {
    setUndoing(entryId);
    try {
      const reply = await mutation.mutateAsync(entryId);
      setOutcome({ entryId, ok: true, key: "admin.audit.undoDone" });
      const ownPortal = world.stores.user.getState().portalId;
      if (ownPortal !== null && ownPortal === reply.portal?.id) await loadPortalConfig(world, ownPortal);
    } catch (error) {
      const body = httpBodyOf(error) as { reason?: unknown; error?: unknown } | undefined;
      const serverMessage = body?.reason === "invalid" && typeof body.error === "string" ? body.error : undefined;
      setOutcome({ entryId, ok: false, key: refusalKey(body?.reason), ...(serverMessage ? { serverMessage } : {}) });
    } finally {
      setUndoing(null);
      await client.invalidateQueries({ queryKey: ADMIN_QUERY_KEYS.all });
    }
  };
  return {
    status: adminStatusOf(query),
    data: { entries: query.data?.entries ?? [], undoing, outcome },
    error: null,
    actions: { undo, reload: () => void query.refetch() },
  };
};
