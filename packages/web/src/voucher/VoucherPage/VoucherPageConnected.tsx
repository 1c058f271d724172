import { useVoucher } from "@travesia/hooks";
import { useLocation } from "react-router-dom";
import { VoucherPage } from "./VoucherPage";

/** The voucher route wired to `useVoucher`: the address (path and `?email`) is the whole request. */
export const VoucherPageConnected = () => {
  const { pathname, search } = useLocation();
  const voucher = useVoucher(`${pathname}${search}`);
  return (
    <VoucherPage
      status={voucher.status}
      bookingReferenceId={voucher.data.bookingReferenceId}
      file={voucher.data.file}
      offline={voucher.data.offline}
      errorKey={voucher.error?.key ?? null}
      onEmail={voucher.actions.giveEmail}
      onRetry={voucher.actions.retry}
    />
  );
};
