import {
  type MessageKey,
  TRANSFER_SORTS,
  type TransferMessageKey,
  type TransferOption,
  type TransferSort,
} from "@travesia/core";
import type { ReactNode } from "react";
import { type ListResultsCommon, ListResultsPage } from "../../shared/results/ListResultsPage/ListResultsPage";
import { ProductMessagePage, ProductPage } from "../../shared/results/ProductPage/ProductPage";
import { useTransferT } from "../useTransferT";

/** Props of the stateless {@link TransferResultsPage}. */
export interface TransferResultsPageProps extends ListResultsCommon {
  readonly errorKey: MessageKey | null;
  readonly fromName: string;
  readonly toName: string;
  /** The search in a line: the day and time of each way and the passengers. */
  readonly summary: string;
  readonly options: readonly TransferOption[];
  /** Offers the filters keep. */
  readonly total: number;
  readonly sort: TransferSort;
  readonly card: (option: TransferOption) => ReactNode;
  readonly onSort: (sort: TransferSort) => void;
}

const SORT_KEYS: Readonly<Record<TransferSort, TransferMessageKey>> = {
  price: "transfer.sortPrice",
  priceDesc: "transfer.sortPriceDesc",
  duration: "transfer.sortDuration",
};

/**
 * The transfer results page on the list-results frame: heading with both ends and the search in a line, the count
 * and the sort, the filters, a page of offer cards and the pager; the frame's loading, empty, filtered-out, failure
 * and bad-address states in the transfer's words.
 */
export const TransferResultsPage = (props: TransferResultsPageProps) => {
  const t = useTransferT();
  return (
    <ListResultsPage
      {...props}
      id="transfer"
      title={
        props.fromName === ""
          ? t("transfer.searchTitle")
          : t("transfer.title", { from: props.fromName, to: props.toName })
      }
      line={props.summary}
      texts={{
        product: t("transfer.searchTitle"),
        urlInvalid: t("transfer.urlInvalid"),
        failed: t(props.errorKey ?? "transfer.failed"),
        retry: t("transfer.retry"),
        empty: t("transfer.empty"),
        filteredOut: t("transfer.emptyFiltered"),
        count: t("transfer.count", { count: props.total }),
        sortLabel: t("transfer.sort"),
        listLabel: t("transfer.results"),
      }}
      sort={{ value: props.sort, orders: TRANSFER_SORTS, label: (sort) => t(SORT_KEYS[sort]), onChange: props.onSort }}
      items={props.options}
      itemKey={(option) => option.id}
      card={props.card}
    />
  );
};

/**
 * The transfer results route's stand-in in the prerendered shell (app/entry-server.tsx): the page's frame and heading
 * as the page draws them while it searches, both ends slots (core's `pageStandInSlot`) that the portal's server writes
 * from the URL, so the heading, the page's largest text, paints with the shell.
 */
export const TransferResultsStandIn = ({ from, to }: { readonly from: string; readonly to: string }) => {
  const t = useTransferT();
  return (
    <ProductPage title={t("transfer.title", { from, to })} busy>
      {null}
    </ProductPage>
  );
};

/** What the transfer results route shows a user whose record does not allow transfers. */
export const TransferNotOffered = ({ homeHref }: { readonly homeHref: string }) => {
  const t = useTransferT();
  return (
    <ProductMessagePage
      title={t("transfer.searchTitle")}
      message={{ kind: "home", text: t("findHash.notOfferedTransfer"), homeHref }}
    />
  );
};
