import type { RepriceLine } from "@travesia/core";
import type { HookResult } from "../common/hookResult.js";

/** What `useBudgetReprice` returns. `idle`: not re-quoted yet on this page. */
export type BudgetRepriceResult = HookResult<
  "idle" | "quoting" | "ready" | "accepting" | "error",
  {
    /** One line per item once re-quoted (core's `repriceLines`), empty before. */
    readonly lines: readonly RepriceLine[];
    readonly quotedAt: string | null;
    /** Whether some price is older than `BUDGET_PRICE_MAX_AGE_MS` (or undated). */
    readonly stale: boolean;
    /** The day re-quoted prices were last accepted (core's `budgetRepricedDay`, in the agent's time zone), or null. */
    readonly repricedOn: string | null;
  },
  { readonly requote: () => void; readonly accept: (itemIds: readonly string[]) => Promise<boolean> }
>;
