import { useQuery } from "@tanstack/react-query";
import { headerEndpoint, type PortalChat, type PortalHeaderReply } from "@travesia/core";
import { useCallback } from "react";
import type { HookResult } from "../common/hookResult.js";
import { usePortalStore } from "../provider/PortalProvider.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";

/** What {@link useShellHeader} returns. A failed header call leaves the shell without banner or chat (`error`). */
export type ShellHeaderResult = HookResult<
  "loading" | "ready" | "error",
  {
    readonly header: PortalHeaderReply | null;
    /** Spec 000 §2, §6: "maintenance banner (B2B users only)". */
    readonly maintenanceBanner: { readonly message: string | null } | null;
    /** Spec 000 §2: "when freezing, a screen blocker with a message" (B2B users only, like the banner). */
    readonly freezeBlocker: { readonly message: string | null } | null;
    /** Spec 000 §2: "chat-with-representative popup (title, message, action button)". */
    readonly chat: PortalChat | null;
  },
  { readonly reload: () => void }
>;

/**
 * The header call `GET /api/v2/header` (spec 000 §7) as the shell needs it: the maintenance banner and the freeze
 * blocker for B2B users only (the portal type comes from the portal configuration), and the chat popup. Reloads
 * when the user changes (login, logout).
 *
 * @example const { data } = useShellHeader(); data.freezeBlocker && <FreezeBlocker message={…} />;
 */
export const useShellHeader = (): ShellHeaderResult => {
  const { world, client } = usePortalQuery();
  const userId = usePortalStore("user", (state) => state.user?.id ?? null);
  const isB2B = usePortalStore("config", (state) => state.portalType === "B2B");
  const query = useQuery(
    {
      queryKey: ["header", userId],
      queryFn: ({ signal }) => fetchEndpoint(world.api, headerEndpoint, [], { signal }),
    },
    client,
  );
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const header = query.data ?? null;
  const maintenance = header?.maintenance;
  const message = maintenance?.message ?? null;
  return {
    status: query.isSuccess ? "ready" : query.isError ? "error" : "loading",
    data: {
      header,
      maintenanceBanner: isB2B && maintenance?.show === true ? { message } : null,
      freezeBlocker: isB2B && maintenance?.freezing === true ? { message } : null,
      chat: header?.chat ?? null,
    },
    error: null,
    actions: { reload },
  };
};
