import type { BudgetAddProductRequest, BudgetDraft } from "../api/budget.js";

/**
 * How long each stored budget field may be. Spec 000 §9 bounds only the title and the customer's names (150, checked
 * by `validateNewBudgetForm`); every other field is ours, sized well above what the portal sends, so that a budget
 * (shown in full by the header and the list) has a bounded size. Lengths are UTF-16 code units, as a server counts
 * the text it stores.
 */
export const BUDGET_FIELD_LIMITS = {
  /** Characters of a budget's comments. */
  comments: 1000,
  /** Characters of a product name (`hotel`, `flightHotel`…). */
  product: 30,
  /** Characters of a rate id; a flight's joins its legs' trip product ids, a package's its flights' and hotel rate's. */
  rateId: 600,
  /** Characters of a budget id (`""` opens a new budget). */
  budgetId: 20,
  /** Characters of an occupancy: nine rooms of four children is about 150. */
  occupancy: 200,
  /** Characters of a destination id: a city or airport code, `lat,lng`, or `CODE=OMNI…`. */
  destinationId: 100,
  /** Entries of the product's `parameters` map (a package sends six). */
  parameters: 12,
  /** Characters of a `parameters` key. */
  parameterKey: 50,
  /** Characters of a `parameters` value (a hotel detail id, a date, a children text…). */
  parameterValue: 100,
  /** Entries of `alternativeProductIds`. */
  alternativeProductIds: 10,
  /** Characters of one alternative product id. */
  alternativeProductId: 120,
  /** Products in one budget or trip (the header and the list show every one). */
  items: 50,
} as const;

/** A budget field past its limit: the field (as the 400 names it), the limit, and what was counted. */
export interface BudgetFieldIssue {
  /** `comments`, `rateId`, `parameters`, `parameters.<key>`, `alternativeProductIds.3`… */
  readonly field: string;
  readonly max: number;
  readonly unit: "characters" | "entries";
}

const tooLong = (field: string, text: string, max: number): BudgetFieldIssue[] =>
  text.length > max ? [{ field, max, unit: "characters" }] : [];

/**
 * Every field of an add-product payload (spec 000 §3 "product, rateId, budgetId, parameters, occupancy, optional
 * destinationId, optional alternativeProductIds") past its {@link BUDGET_FIELD_LIMITS} entry; empty when all fit. An
 * over-long `parameters` key is reported as `parameters`, so that the reply never echoes it.
 *
 * @example budgetAddProductIssues({ product: "hotel", rateId: "H1", budgetId: "", parameters: {}, occupancy: "2-0", destinationId: "x".repeat(101) })
 * // [{ field: "destinationId", max: 100, unit: "characters" }]
 */
export const budgetAddProductIssues = (payload: BudgetAddProductRequest): BudgetFieldIssue[] => {
  const limits = BUDGET_FIELD_LIMITS;
  const parameters = Object.entries(payload.parameters);
  const alternatives = payload.alternativeProductIds ?? [];
  return [
    ...tooLong("product", payload.product, limits.product),
    ...tooLong("rateId", payload.rateId, limits.rateId),
    ...tooLong("budgetId", payload.budgetId, limits.budgetId),
    ...tooLong("occupancy", payload.occupancy, limits.occupancy),
    ...tooLong("destinationId", payload.destinationId ?? "", limits.destinationId),
    ...(parameters.length > limits.parameters
      ? [{ field: "parameters", max: limits.parameters, unit: "entries" } as const]
      : parameters.flatMap(([key, value]) =>
          key.length > limits.parameterKey
            ? [{ field: "parameters", max: limits.parameterKey, unit: "characters" } as const]
            : tooLong(`parameters.${key}`, value, limits.parameterValue),
        )),
    ...(alternatives.length > limits.alternativeProductIds
      ? [{ field: "alternativeProductIds", max: limits.alternativeProductIds, unit: "entries" } as const]
      : alternatives.flatMap((id, index) =>
          tooLong(`alternativeProductIds.${index}`, id, limits.alternativeProductId),
        )),
  ];
};

/**
 * The fields of a new budget past their limits beyond the form's own rules (`validateNewBudgetForm` bounds title and
 * names): the comments, as `budget.comments`.
 *
 * @example budgetDraftIssues({ title: "Caribe", firstName: "Ana", lastName: "Pérez", comments: "x".repeat(1001) })
 * // [{ field: "budget.comments", max: 1000, unit: "characters" }]
 */
export const budgetDraftIssues = (draft: BudgetDraft): BudgetFieldIssue[] =>
  tooLong("budget.comments", draft.comments ?? "", BUDGET_FIELD_LIMITS.comments);
