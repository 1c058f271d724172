import {
  activitiesPdfEndpoint,
  type BudgetItemPdfProduct,
  type BudgetItemPdfRequest,
  circuitsPdfEndpoint,
  transfersPdfEndpoint,
} from "@travesia/core";
import { type PdfResult, usePdfCall } from "../common/usePdfCall.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";

const ENDPOINTS = {
  activity: activitiesPdfEndpoint,
  transfer: transfersPdfEndpoint,
  circuit: circuitsPdfEndpoint,
} as const satisfies Readonly<Record<BudgetItemPdfProduct, unknown>>;

/**
 * A budget item's PDF (core's `budgetItemPdfRequest`): an activity's `POST /activities/pdf` (spec 002 §7), a
 * transfer's `POST /transfers/pdf`, a circuit's `POST /circuits/pdf`, each `{url, canonicalId}`; the states of
 * `usePdfCall` (the progress notice, the file, or the 'Download' failure).
 *
 * @example const pdf = useBudgetItemPdf(); pdf.actions.generate(budgetItemPdfRequest(item));
 */
export const useBudgetItemPdf = (): PdfResult<BudgetItemPdfRequest> => {
  const { world } = usePortalQuery();
  return usePdfCall(({ product, request }: BudgetItemPdfRequest) =>
    fetchEndpoint(world.api, ENDPOINTS[product], [], { body: request }),
  );
};
