import { type BudgetItem, type BudgetItemPdfRequest, budgetItemPdfRequest } from "@travesia/core";
import { useBudgetItemPdf } from "@travesia/hooks";
import { ActivityPdfButton } from "./ActivityPdfButton";

/** The PDF button of one budget item, wired to `useBudgetItemPdf` with core's payload. */
const BudgetItemPdf = ({ pdfRequest, name }: { readonly pdfRequest: BudgetItemPdfRequest; readonly name: string }) => {
  const pdf = useBudgetItemPdf();
  return (
    <ActivityPdfButton
      status={pdf.status}
      file={pdf.data.file}
      activityName={name}
      product={pdfRequest.product}
      onGenerate={() => pdf.actions.generate(pdfRequest)}
    />
  );
};

/**
 * A budget item's PDF (core's `budgetItemPdfRequest`): an activity's, a transfer's or a circuit's; nothing for an
 * item of another product.
 */
export const BudgetItemPdfButtonConnected = ({ item }: { readonly item: BudgetItem }) => {
  const pdfRequest = budgetItemPdfRequest(item);
  return pdfRequest === null ? null : (
    <BudgetItemPdf pdfRequest={pdfRequest} name={item.title ?? pdfRequest.request.canonicalId} />
  );
};
