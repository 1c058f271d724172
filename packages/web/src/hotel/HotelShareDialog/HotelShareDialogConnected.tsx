import { useHotelShareEmail } from "@travesia/hooks";
import { useEffect } from "react";
import { HotelShareDialog } from "./HotelShareDialog";
import type { HotelShareDialogConnectedProps } from "./HotelShareDialogPlaceholder";

/** The share dialog wired to `useHotelShareEmail`, opened in the variant the share menu asked for. */
export const HotelShareDialogConnected = ({
  withPdf,
  pdfOffered,
  onClose,
  ...target
}: HotelShareDialogConnectedProps) => {
  const mail = useHotelShareEmail(target);
  const { open } = mail.actions;
  useEffect(() => open(withPdf), [open, withPdf]);
  return (
    <HotelShareDialog
      hotelName={target.hotelName}
      status={mail.status}
      values={mail.data.values}
      issues={mail.data.issues}
      onEdit={mail.actions.edit}
      onVariant={pdfOffered ? open : null}
      onSubmit={mail.actions.submit}
      onClose={onClose}
    />
  );
};
