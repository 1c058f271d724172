import { endpoints, type PortalChat, type PortalHeaderReply } from "@travesia/core";
import { Result } from "effect";
import { useCallback, useEffect, useState } from "react";
import type { HookResult } from "../common/hookResult.js";
import { useLatestCall } from "../internal/useLatestCall.js";
import { usePortalStore, usePortalWorld } from "../provider/PortalProvider.js";
import { callEndpoint } from "../transport/callEndpoint.js";

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
  const { api } = usePortalWorld();
  const latest = useLatestCall();
  const userId = usePortalStore("user", (state) => state.user?.id ?? null);
  const isB2B = usePortalStore("config", (state) => state.portalType === "B2B");
  const [reloads, setReloads] = useState(0);
  const [state, setState] = useState<{ status: ShellHeaderResult["status"]; header: PortalHeaderReply | null }>({
    status: "loading",
    header: null,
  });
  useEffect(() => {
    void userId;
    void reloads;
    void latest
      .run((signal) => callEndpoint(api, endpoints.header, [], { signal }))
      .then((outcome) => {
        if (outcome._tag === "Stale") return;
        const reply = outcome.value;
        setState(
          Result.isSuccess(reply) ? { status: "ready", header: reply.success } : { status: "error", header: null },
        );
      });
  }, [api, latest, userId, reloads]);
  const reload = useCallback(() => setReloads((count) => count + 1), []);
  const maintenance = state.header?.maintenance;
  const message = maintenance?.message ?? null;
  return {
    status: state.status,
    data: {
      header: state.header,
      maintenanceBanner: isB2B && maintenance?.show === true ? { message } : null,
      freezeBlocker: isB2B && maintenance?.freezing === true ? { message } : null,
      chat: state.header?.chat ?? null,
    },
    error: null,
    actions: { reload },
  };
};
