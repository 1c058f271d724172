import { useMutation, useQuery } from "@tanstack/react-query";
import { deadlineDigestEndpoint, deadlineDigestSetEndpoint } from "@travesia/core";
import { useCallback } from "react";
import { hookMessageKeys } from "../common/hookMessageKeys.js";
import type { HookResult } from "../common/hookResult.js";
import { usePortalStore } from "../provider/PortalProvider.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";
import { agentTimeZone } from "./agentTimeZone.js";

/** What {@link useDeadlineDigest} returns. `off`: nobody is signed in. */
export type DeadlineDigestResult = HookResult<
  "off" | "loading" | "ready" | "saving" | "error",
  {
    /** The hour of the agent's day the digest goes (null: none), as the server keeps it. */
    readonly hour: number | null;
    /** The zone a new choice is saved in: the agent's. */
    readonly timeZone: string;
    /** Whether the last save went through (null before any save). */
    readonly saved: boolean | null;
  },
  { readonly save: (hour: number | null) => Promise<boolean> }
>;

const digestKey = ["deadlineDigest"] as const;

/**
 * The agent's daily digest of deadlines: the hour it goes to their e-mail (`GET api/budget/deadlineDigest`), and
 * `save(hour)` to change it, in the agent's time zone (`POST`, a null hour stops it). A failed save is
 * `budget.digestError`; the schedule shown stays the server's.
 *
 * @example const digest = useDeadlineDigest(); await digest.actions.save(8);
 */
export const useDeadlineDigest = (timeZone: string = agentTimeZone()): DeadlineDigestResult => {
  const { world, client } = usePortalQuery();
  const userId = usePortalStore("user", (state) => state.user?.id ?? null);
  const query = useQuery(
    {
      queryKey: [...digestKey, userId],
      queryFn: ({ signal }) => fetchEndpoint(world.api, deadlineDigestEndpoint, [], { signal }),
      enabled: userId !== null,
    },
    client,
  );
  const mutation = useMutation(
    {
      mutationFn: (hour: number | null) =>
        fetchEndpoint(world.api, deadlineDigestSetEndpoint, [], { body: { hour, timeZone } }),
      onSuccess: (reply) => client.setQueryData([...digestKey, userId], reply),
    },
    client,
  );
  const { mutateAsync } = mutation;
  const save = useCallback(
    (hour: number | null) =>
      mutateAsync(hour).then(
        () => true,
        () => false,
      ),
    [mutateAsync],
  );
  const status =
    userId === null
      ? "off"
      : mutation.isPending
        ? "saving"
        : query.isPending
          ? "loading"
          : query.isError || mutation.isError
            ? "error"
            : "ready";
  return {
    status,
    data: { hour: query.data?.hour ?? null, timeZone, saved: mutation.isIdle ? null : mutation.isSuccess },
    error: status === "error" ? { key: hookMessageKeys.budgetDigestError } : null,
    actions: { save },
  };
};
