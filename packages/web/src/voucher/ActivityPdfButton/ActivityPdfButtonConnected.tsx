import { type ActivitiesPdfRequest, activityPdfRequest, type BudgetItem } from "@travesia/core";
import { useActivityPdf } from "@travesia/hooks";
import { ActivityPdfButton } from "./ActivityPdfButton";

/** The PDF button of one activity, wired to `useActivityPdf` with core's payload. */
const ActivityPdf = ({ request, name }: { readonly request: ActivitiesPdfRequest; readonly name: string }) => {
  const pdf = useActivityPdf();
  return (
    <ActivityPdfButton
      status={pdf.status}
      file={pdf.data.file}
      activityName={name}
      onGenerate={() => pdf.actions.generate(request)}
    />
  );
};

/** A budget item's activity PDF (core's `activityPdfRequest`): nothing for an item that is not an activity. */
export const ActivityPdfButtonConnected = ({ item }: { readonly item: BudgetItem }) => {
  const request = activityPdfRequest(item);
  return request === null ? null : <ActivityPdf request={request} name={item.title ?? request.canonicalId} />;
};
