import { type Budget, endpoints } from "@travesia/core";
import { Result } from "effect";
import { useCallback, useEffect, useState } from "react";
import { hookMessageKeys } from "../common/hookMessageKeys.js";
import type { HookResult } from "../common/hookResult.js";
import { useLatestCall } from "../internal/useLatestCall.js";
import { usePortalStore, usePortalWorld } from "../provider/PortalProvider.js";
import { callEndpoint } from "../transport/callEndpoint.js";

/** What {@link useQuoteDetail} returns. `forbidden`: another user's budget or trip (spec 000 §6). */
export type QuoteDetailResult = HookResult<
  "loading" | "ready" | "error" | "forbidden",
  { readonly quote: Budget | null },
  { readonly reload: () => void }
>;

/**
 * One budget with its items (`/mybudgets/{id}`: `GET api/budget/get/{id}`) or one trip (`/v3/trip/edit/{budgetId}`:
 * `GET /v3/api/trip/{id}`). Reloads when the id changes (a late reply for the old id is dropped) or a product is
 * added. Another user's budget gives `budget.noPermission`.
 *
 * @example const { status, data } = useQuoteDetail("budget", params.id);
 */
export const useQuoteDetail = (kind: "budget" | "trip", id: string): QuoteDetailResult => {
  const { api } = usePortalWorld();
  const latest = useLatestCall();
  const revision = usePortalStore("active", (state) => state.revision);
  const [reloads, setReloads] = useState(0);
  const [state, setState] = useState<{ status: QuoteDetailResult["status"]; quote: Budget | null }>({
    status: "loading",
    quote: null,
  });

  useEffect(() => {
    void revision;
    void reloads;
    setState({ status: "loading", quote: null });
    void latest
      .run((signal) =>
        kind === "budget"
          ? callEndpoint(api, endpoints.budgetGet, [id], { signal }).then((r) => Result.map(r, (reply) => reply.budget))
          : callEndpoint(api, endpoints.tripGet, [id], { signal }).then((r) => Result.map(r, (reply) => reply.trip)),
      )
      .then((outcome) => {
        if (outcome._tag === "Stale") return;
        const reply = outcome.value;
        if (Result.isSuccess(reply) && reply.success !== undefined) setState({ status: "ready", quote: reply.success });
        else {
          const forbidden =
            Result.isFailure(reply) && reply.failure._tag === "HttpError" && reply.failure.status === 403;
          setState({ status: forbidden ? "forbidden" : "error", quote: null });
        }
      });
  }, [api, latest, kind, id, revision, reloads]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);
  return {
    status: state.status,
    data: { quote: state.quote },
    error:
      state.status === "forbidden"
        ? { key: hookMessageKeys.budgetNoPermission }
        : state.status === "error"
          ? { key: hookMessageKeys.budgetGetError }
          : null,
    actions: { reload },
  };
};
