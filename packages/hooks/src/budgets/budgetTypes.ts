import type {
  AddToBudgetNavigation,
  AddToBudgetState,
  addToBudgetLabelKey,
  Budget,
  BudgetFilterRequest,
  NewBudgetFormValues,
  ValidationIssue,
} from "@travesia/core";
import type { HookError, HookResult } from "../common/hookResult.js";
import type { AddToBudgetItem } from "./addToBudgetCall.js";

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

/** The outcome of `create`: the new budget, or every failing field (core's validator), or a server refusal. */
export type BudgetCreateOutcome =
  | { readonly _tag: "Created"; readonly budget: Budget }
  | { readonly _tag: "Invalid"; readonly issues: readonly ValidationIssue[] }
  | { readonly _tag: "Refused"; readonly error: HookError };

/** What {@link useBudgetMutations} returns. */
export type BudgetMutationsResult = HookResult<
  "idle" | "creating" | "deleting",
  null,
  {
    /** 'Nuevo presupuesto': validates with core, `POST api/budget/create {budget}`, makes the new budget active. */
    readonly create: (values: NewBudgetFormValues) => Promise<BudgetCreateOutcome>;
    /** Delete (`GET api/budget/delete/{id}`); deleting the active budget leaves none active. */
    readonly remove: (id: string) => Promise<boolean>;
  }
>;

/** What {@link useAddToBudget} returns. `status` is core's add-button state tag. */
export type AddToBudgetResult = HookResult<
  AddToBudgetState["_tag"],
  {
    readonly disabled: boolean;
    /**
     * 'Agregar a presupuesto' / 'Agregar a cotización' / spinner / 'Item agregado' (core's `addToBudgetLabelKey`);
     * 'Agregado' (`budget.added`) for a rate added before (spec 000 §4 "Added product ids are tracked locally").
     */
    readonly labelKey: ReturnType<typeof addToBudgetLabelKey> | "budget.added";
    /** The rate was added earlier (this visit or a previous one). */
    readonly alreadyAdded: boolean;
    /** Where the view should go after an add (core's `addToBudgetNavigation`): the trip, or /logout. */
    readonly navigation: AddToBudgetNavigation | null;
  },
  {
    /** Adds the product; `toNewTrip` starts a new trip (spec 000 §4 "A product may be added to a new trip"). */
    readonly add: (item: AddToBudgetItem, options?: { readonly toNewTrip?: boolean }) => Promise<void>;
  }
>;
