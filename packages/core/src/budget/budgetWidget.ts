/**
 * The floating budget widget in the header.
 *
 * Spec 000 §2: "shows the active budget …, the five most recent other budgets (each with 'activar', 'ver detalle',
 * delete, time since), a search box …". Spec 000 §5 and §9: "Budget search text: at least 3 characters"; "Widget
 * shows the last 5 budgets".
 */

/** Spec 000 §9: "Widget shows the last 5 budgets". */
export const BUDGET_WIDGET_OTHERS_LIMIT = 5;
/** Spec 000 §9: "Budget search minimum 3 characters". */
export const BUDGET_SEARCH_MIN_CHARS = 3;

/** The fields the widget reads from a budget (spec 000 §3). */
export interface BudgetSummaryLike {
  readonly quotationId: string | number;
}

/**
 * The other budgets the widget lists: every budget but the active one, in the server's order (most recent first),
 * at most five.
 *
 * @example budgetWidgetOthers([{ quotationId: 3 }, { quotationId: 2 }, { quotationId: 1 }], "3") // ids 2, 1
 */
export const budgetWidgetOthers = <B extends BudgetSummaryLike>(
  budgets: readonly B[],
  activeId: string | null,
  limit: number = BUDGET_WIDGET_OTHERS_LIMIT,
): readonly B[] => budgets.filter((budget) => String(budget.quotationId) !== activeId).slice(0, Math.max(0, limit));

/**
 * Whether the widget's search box may query (`POST api/budget/search`): at least 3 non-blank characters.
 *
 * @example budgetSearchAllowed("ab") // false
 */
export const budgetSearchAllowed = (text: string): boolean => text.trim().length >= BUDGET_SEARCH_MIN_CHARS;
