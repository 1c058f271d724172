import { type Budget, budgetCustomerName, budgetShareMessage, whatsAppShareUrl } from "@travesia/core";
import { useBudgetShareLink } from "@travesia/hooks";
import { useLanguageCode, useT } from "../../i18n/LanguageContext";
import { BudgetShare } from "./BudgetShare";

const copyText = (text: string): Promise<boolean> =>
  navigator.clipboard === undefined
    ? Promise.resolve(false)
    : navigator.clipboard.writeText(text).then(
        () => true,
        () => false,
      );

/** The budget's "send to the customer" section wired to its customer link. */
export const BudgetShareConnected = ({ budget }: { readonly budget: Budget }) => {
  const share = useBudgetShareLink(budget.quotationId);
  const language = useLanguageCode();
  const t = useT();
  const url = share.data.path === null ? null : new URL(share.data.path, window.location.origin).href;
  const message =
    url === null
      ? null
      : budgetShareMessage(t, {
          title: budget.title,
          customerName: budgetCustomerName(budget),
          url,
        });
  return (
    <BudgetShare
      status={share.status}
      link={share.data.link}
      url={url}
      whatsAppUrl={message === null ? null : whatsAppShareUrl(message)}
      emailedTo={share.data.emailedTo}
      errorKey={share.error?.key ?? null}
      onCreate={() => void share.actions.create()}
      onRevoke={() => void share.actions.revoke()}
      onEmail={(to) => void share.actions.email(to, language)}
      onCopy={copyText}
    />
  );
};
