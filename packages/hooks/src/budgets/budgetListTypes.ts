import type { Budget, BudgetFilterRequest, ValidationIssue } from "@travesia/core";
import type { HookResult } from "../common/hookResult.js";

/** What the list shows: everything, a text search (3+ characters) or a filter. */
export type BudgetQuery =
  | { readonly _tag: "all" }
  | { readonly _tag: "search"; readonly text: string; readonly page: number }
  | { readonly _tag: "filter"; readonly filter: BudgetFilterRequest };

/** One page of budgets, most recent first (core's `BudgetListReply`). */
export interface BudgetListPage {
  readonly budgets: readonly Budget[];
  /** `budgets_count`: the total (spec 002 §3). */
  readonly count: number;
  readonly page: number | null;
  readonly pages: number | null;
}

/** What {@link useBudgetList} returns. */
export type BudgetListResult = HookResult<
  "loading" | "ready" | "error",
  BudgetListPage & {
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
