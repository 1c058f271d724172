import { useMutation, useQuery } from "@tanstack/react-query";
import {
  type BudgetShareLink,
  type BudgetShareLinkReply,
  budgetCustomerViewPath,
  budgetShareLinkCreateEndpoint,
  budgetShareLinkEmailEndpoint,
  budgetShareLinkEndpoint,
  budgetShareLinkRevokeEndpoint,
  type Language,
} from "@travesia/core";
import { useCallback } from "react";
import { hookMessageKeys } from "../common/hookMessageKeys.js";
import type { HookResult } from "../common/hookResult.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";

/** What {@link useBudgetShareLink} returns; `busy` while a create, revoke or e-mail is on its way. */
export type BudgetShareLinkResult = HookResult<
  "loading" | "ready" | "busy" | "error",
  {
    /** The budget's latest link (`null` before the first), with its state, opening and expiry. */
    readonly link: BudgetShareLink | null;
    /** The path of the customer's view for the link (the page it opens), when there is a link. */
    readonly path: string | null;
    /** The address the last e-mail went to, once one went. */
    readonly emailedTo: string | null;
  },
  {
    readonly create: () => Promise<boolean>;
    readonly revoke: () => Promise<boolean>;
    readonly email: (to: string, language: Language) => Promise<boolean>;
  }
>;

type Verb =
  | { readonly kind: "create" }
  | { readonly kind: "revoke" }
  | { readonly kind: "email"; readonly to: string; readonly language: Language };

/**
 * The customer's link of a budget the agent owns: reads it (`GET api/budget/shareLink/{id}`, again when the window
 * regains focus, so the agent sees when it was opened), creates a new one, revokes it, sends it by e-mail. A failed
 * call is `budget.shareError`.
 *
 * @example const share = useBudgetShareLink("12"); await share.actions.create();
 */
export const useBudgetShareLink = (budgetId: string): BudgetShareLinkResult => {
  const { world, client } = usePortalQuery();
  const key = ["budgetShareLink", budgetId] as const;
  const query = useQuery(
    {
      queryKey: key,
      queryFn: ({ signal }) => fetchEndpoint(world.api, budgetShareLinkEndpoint, [budgetId], { signal }),
      refetchOnWindowFocus: "always",
    },
    client,
  );
  const mutation = useMutation(
    {
      mutationFn: (verb: Verb): Promise<BudgetShareLinkReply> =>
        verb.kind === "create"
          ? fetchEndpoint(world.api, budgetShareLinkCreateEndpoint, [budgetId], { body: {} })
          : verb.kind === "revoke"
            ? fetchEndpoint(world.api, budgetShareLinkRevokeEndpoint, [budgetId], { body: {} })
            : fetchEndpoint(world.api, budgetShareLinkEmailEndpoint, [budgetId], {
                body: { to: verb.to, language: verb.language },
              }),
      onSuccess: (reply) => client.setQueryData(key, reply),
    },
    client,
  );
  const { mutateAsync } = mutation;
  const run = useCallback(
    (verb: Verb) =>
      mutateAsync(verb).then(
        () => true,
        () => false,
      ),
    [mutateAsync],
  );
  const create = useCallback(() => run({ kind: "create" }), [run]);
  const revoke = useCallback(() => run({ kind: "revoke" }), [run]);
  const email = useCallback((to: string, language: Language) => run({ kind: "email", to, language }), [run]);
  const link = query.data?.link ?? null;
  const status = mutation.isPending
    ? "busy"
    : query.isPending
      ? "loading"
      : query.isError || mutation.isError
        ? "error"
        : "ready";
  const emailed = mutation.isSuccess && mutation.variables.kind === "email" ? mutation.variables.to : null;
  return {
    status,
    data: { link, path: link === null ? null : budgetCustomerViewPath(link.token), emailedTo: emailed },
    error: status === "error" ? { key: hookMessageKeys.budgetShareError } : null,
    actions: { create, revoke, email },
  };
};
