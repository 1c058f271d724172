import {
  type Budget,
  type BudgetFilterRequest,
  endpoints,
  type ValidationIssue,
  validateSearchTerm,
} from "@travesia/core";
import { Result } from "effect";
import { useCallback, useEffect, useState } from "react";
import { hookMessageKeys } from "../common/hookMessageKeys.js";
import type { HookResult } from "../common/hookResult.js";
import { useLatestCall } from "../internal/useLatestCall.js";
import { usePortalStore, usePortalWorld } from "../provider/PortalProvider.js";
import { callEndpoint } from "../transport/callEndpoint.js";
import type { ApiTransport } from "../transport/transport.js";

/** What the list shows: everything, a text search (3+ characters) or a filter. */
export type BudgetQuery =
  | { readonly _tag: "all" }
  | { readonly _tag: "search"; readonly text: string; readonly page: number }
  | { readonly _tag: "filter"; readonly filter: BudgetFilterRequest };

/** What {@link useBudgetList} returns. */
export type BudgetListResult = HookResult<
  "loading" | "ready" | "error",
  {
    readonly budgets: readonly Budget[];
    readonly count: number;
    readonly page: number | null;
    readonly pages: number | null;
    readonly query: BudgetQuery;
    /** Spec 000 §5 "Budget search text: at least 3 characters": the issue of a too-short term (no call made). */
    readonly searchIssue: ValidationIssue | null;
  },
  {
    readonly reload: () => void;
    /** Searches from 3 characters (`POST api/budget/search {text, page}`); an empty text lists everything. */
    readonly search: (text: string, page?: number) => void;
    /** `POST api/budget/filter` with the filter's fields. */
    readonly filter: (filter: BudgetFilterRequest) => void;
  }
>;

/** One page of budgets, most recent first (core's `BudgetListReply`). */
export interface BudgetListPage {
  readonly budgets: readonly Budget[];
  /** `budgets_count`: the total (spec 002 §3). */
  readonly count: number;
  readonly page: number | null;
  readonly pages: number | null;
}

const fetchPage = (api: ApiTransport, query: BudgetQuery, signal: AbortSignal) =>
  query._tag === "all"
    ? callEndpoint(api, endpoints.budgetList, [], { signal })
    : query._tag === "search"
      ? callEndpoint(api, endpoints.budgetSearch, [], { body: { text: query.text, page: query.page }, signal })
      : callEndpoint(api, endpoints.budgetFilter, [], { body: query.filter, signal });

const emptyPage: BudgetListPage = { budgets: [], count: 0, page: null, pages: null };

/**
 * The budget list of /mybudgets and the widget: list, search, filter. A newer query aborts the older and a late
 * reply never overwrites newer results. Failure: spec 000 §8 'No se pudieron recuperar los presupuestos' titled
 * 'Lo sentimos!' (key `budget.listError`; the title is `budget.listErrorTitle`). Reloads whenever a budget is
 * created, deleted or filled.
 *
 * @example
 * const list = useBudgetList();
 * <input onChange={(e) => list.actions.search(e.target.value)} />
 */
export const useBudgetList = (): BudgetListResult => {
  const { api } = usePortalWorld();
  const latest = useLatestCall();
  const revision = usePortalStore("active", (state) => state.revision);
  const userStatus = usePortalStore("user", (state) => state.status);
  const signedIn = userStatus === "signedIn";
  const [query, setQuery] = useState<BudgetQuery>({ _tag: "all" });
  const [searchIssue, setSearchIssue] = useState<ValidationIssue | null>(null);
  const [reloads, setReloads] = useState(0);
  const [state, setState] = useState<{ status: "loading" | "ready" | "error"; page: BudgetListPage }>({
    status: "loading",
    page: emptyPage,
  });

  useEffect(() => {
    void revision;
    void reloads;
    if (!signedIn) return;
    setState((previous) => ({ ...previous, status: "loading" }));
    void latest
      .run((signal) => fetchPage(api, query, signal))
      .then((outcome) => {
        if (outcome._tag === "Stale") return;
        const reply = outcome.value;
        setState((previous) =>
          Result.isSuccess(reply)
            ? {
                status: "ready",
                page: {
                  budgets: reply.success.budgets,
                  count: reply.success.budgets_count ?? reply.success.budgets.length,
                  page: reply.success.page ?? null,
                  pages: reply.success.pages ?? null,
                },
              }
            : { ...previous, status: "error" },
        );
      });
  }, [api, latest, query, revision, reloads, signedIn]);

  const search = useCallback((text: string, page = 1) => {
    const issue = validateSearchTerm(text, "budgetSearch")[0] ?? null;
    setSearchIssue(issue);
    if (issue !== null) return;
    setQuery(text.trim() === "" ? { _tag: "all" } : { _tag: "search", text: text.trim(), page });
  }, []);
  const filter = useCallback((next: BudgetFilterRequest) => setQuery({ _tag: "filter", filter: next }), []);
  const reload = useCallback(() => setReloads((count) => count + 1), []);

  // Nobody signed in: nothing to list (the server would answer 401).
  const anonymous = userStatus === "anonymous" || userStatus === "error";
  return {
    status: anonymous ? "ready" : state.status,
    data: { ...(anonymous ? emptyPage : state.page), query, searchIssue },
    error: !anonymous && state.status === "error" ? { key: hookMessageKeys.budgetListError } : null,
    actions: { reload, search, filter },
  };
};
