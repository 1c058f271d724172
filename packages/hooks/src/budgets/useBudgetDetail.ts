import { useQuery } from "@tanstack/react-query";
import { type Budget, budgetGetEndpoint, parseBudgetUrl, tripGetEndpoint } from "@travesia/core";
import * as Result from "effect/Result";
import { useCallback } from "react";
import { hookMessageKeys } from "../common/hookMessageKeys.js";
import type { HookResult } from "../common/hookResult.js";
import type { PortalWorld } from "../provider/PortalProvider.js";
import { httpStatusOf } from "../query/endpointError.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { portalQueryClient, usePortalQuery } from "../query/portalQueryClient.js";
import type { ApiTransport } from "../transport/transport.js";
import { budgetKeys } from "./budgetQueries.js";

/** What {@link useBudgetDetail} returns. `forbidden`: another user's budget or trip (spec 000 §6). */
export type BudgetDetailResult = HookResult<
  "loading" | "ready" | "error" | "forbidden",
  { readonly budget: Budget | null },
  { readonly reload: () => void }
>;

/** A budget (`GET api/budget/get/{id}`) or a trip (`GET /v3/api/trip/{id}`); null when the reply holds none. */
export const fetchBudgetOrTrip = async (
  api: ApiTransport,
  kind: "budget" | "trip",
  id: string,
  signal?: AbortSignal,
): Promise<Budget | null> =>
  kind === "budget"
    ? ((await fetchEndpoint(api, budgetGetEndpoint, [id], signal === undefined ? {} : { signal })).budget ?? null)
    : ((await fetchEndpoint(api, tripGetEndpoint, [id], signal === undefined ? {} : { signal })).trip ?? null);

/**
 * How long a budget's reply counts as fresh: long enough for the page that mounts right after
 * {@link prefetchBudgetPage} asked (its first render) to ask no second time. A change made through the portal
 * invalidates it at once, whatever its age.
 */
const BUDGET_PAGE_FRESH_MS = 5_000;

const budgetDetailQuery = (world: Pick<PortalWorld, "api">, kind: "budget" | "trip", id: string) => ({
  queryKey: [...budgetKeys.details, kind, id],
  queryFn: ({ signal }: { readonly signal: AbortSignal }) => fetchBudgetOrTrip(world.api, kind, id, signal),
  staleTime: BUDGET_PAGE_FRESH_MS,
});

/**
 * A budget's page's budget (`/mybudgets/{id}`, read with core's `parseBudgetUrl`), asked before the page first
 * renders, so that it draws the budget at once when its reply is at hand (the document's first replies); nothing for
 * any other address. {@link useBudgetDetail} then reads it.
 *
 * @example await prefetchBudgetPage(world, "/mybudgets/981");
 */
export const prefetchBudgetPage = async (world: Pick<PortalWorld, "api" | "stores">, url: string): Promise<void> => {
  const page = parseBudgetUrl(url);
  if (Result.isFailure(page) || page.success._tag !== "BudgetDetail" || page.success.id === "") return;
  await portalQueryClient(world).prefetchQuery(budgetDetailQuery(world, "budget", page.success.id));
};

/**
 * One budget with its items (`/mybudgets/{id}`: `GET api/budget/get/{id}`) or one trip (`/v3/trip/edit/{budgetId}`:
 * `GET /v3/api/trip/{id}`). Reloads when the id changes (the id is in the query key: a late reply for the old id fills
 * only its own entry) or when a budget is created, deleted or filled. Another user's budget gives `budget.noPermission`.
 *
 * @example const { status, data } = useBudgetDetail("budget", params.id);
 */
export const useBudgetDetail = (kind: "budget" | "trip", id: string): BudgetDetailResult => {
  const { world, client } = usePortalQuery();
  const detail = useQuery(budgetDetailQuery(world, kind, id), client);
  const { refetch } = detail;
  const reload = useCallback(() => void refetch(), [refetch]);
  const budget = detail.data ?? null;
  const status: BudgetDetailResult["status"] = detail.isPending
    ? "loading"
    : detail.isError
      ? httpStatusOf(detail.error) === 403
        ? "forbidden"
        : "error"
      : budget === null
        ? "error"
        : "ready";
  return {
    status,
    data: { budget: status === "ready" ? budget : null },
    error:
      status === "forbidden"
        ? { key: hookMessageKeys.budgetNoPermission }
        : status === "error"
          ? { key: hookMessageKeys.budgetGetError }
          : null,
    actions: { reload },
  };
};
