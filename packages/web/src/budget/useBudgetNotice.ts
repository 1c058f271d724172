import type { Budget } from "@travesia/core";
import { TOAST_DURATIONS_MS, useToasts } from "@travesia/hooks";

type Verb = "activate" | "delete";
const done = { activate: "budget.activatedNotice", delete: "budget.deletedNotice" } as const;
const failed = { activate: "budget.activateError", delete: "budget.deleteError" } as const;

/**
 * The toast after a budget's activate or delete, named by its title: a success when it worked, else a warning
 * (spec 000 §8). Every budget view (list page, detail page, widget) says it the same way.
 */
export const useBudgetNotice = () => {
  const toasts = useToasts();
  return (verb: Verb, ok: boolean, budget: Budget) =>
    toasts.actions.push({
      level: ok ? "success" : "warning",
      key: ok ? done[verb] : failed[verb],
      params: { title: budget.title },
      durationMs: TOAST_DURATIONS_MS.warning,
    });
};
