import { useQuery } from "@tanstack/react-query";
import { type BudgetCustomerView, budgetCustomerViewEndpoint, shareTokenIssue } from "@travesia/core";
import { httpBodyOf, httpStatusOf } from "../query/endpointError.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";

/**
 * Where the customer's view stands: `badLink` for a token of the wrong shape (never sent), `notFound` for one that
 * names no link, `revoked` or `expired` once the link stopped answering, `error` for any other failure.
 */
export type BudgetCustomerViewStatus = "loading" | "ready" | "badLink" | "notFound" | "revoked" | "expired" | "error";

/** What {@link useBudgetCustomerView} returns. */
export interface BudgetCustomerViewResult {
  readonly status: BudgetCustomerViewStatus;
  readonly view: BudgetCustomerView | null;
}

const refusal = (error: unknown): BudgetCustomerViewStatus => {
  const status = httpStatusOf(error);
  if (status === 404) return "notFound";
  if (status === 400) return "badLink";
  if (status !== 410) return "error";
  const body = httpBodyOf(error);
  const state = typeof body === "object" && body !== null && "state" in body ? body.state : null;
  return state === "expired" ? "expired" : "revoked";
};

/**
 * The customer's read-only view of a budget, by the token of the link the agent sent (`GET api/public/budget/{token}`,
 * no login). Asked once: each call counts as an opening, so it is not asked again on focus or retried.
 *
 * @example const { status, view } = useBudgetCustomerView(token);
 */
export const useBudgetCustomerView = (token: string): BudgetCustomerViewResult => {
  const { world, client } = usePortalQuery();
  const wellFormed = shareTokenIssue(token) === null;
  const query = useQuery(
    {
      queryKey: ["budgetCustomerView", token],
      queryFn: ({ signal }) => fetchEndpoint(world.api, budgetCustomerViewEndpoint, [token], { signal }),
      enabled: wellFormed,
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: Number.POSITIVE_INFINITY,
    },
    client,
  );
  if (!wellFormed) return { status: "badLink", view: null };
  if (query.isPending) return { status: "loading", view: null };
  if (query.isError) return { status: refusal(query.error), view: null };
  return { status: "ready", view: query.data.view };
};
