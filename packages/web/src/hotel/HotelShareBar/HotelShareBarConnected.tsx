import { hotelPdfRequest, hotelShareEmailVariants, hotelShareLinks } from "@travesia/core";
import { useHotelPdf, usePortalStore } from "@travesia/hooks";
import { useState } from "react";
import { HotelShareDialogLazy } from "../HotelShareDialog/HotelShareDialogLazy";
import { useViewportWidth } from "../useViewportWidth";
import { HotelShareBar } from "./HotelShareBar";

/** Props of {@link HotelShareBarConnected}. */
export interface HotelShareBarConnectedProps {
  readonly hotelName: string;
  readonly hotelId: string;
  /** The hotel's detail page (a path: core's `buildHotelDetailUrl`). */
  readonly detailPath: string;
  /** The trip product ids of the rates in view, printed in the PDF with their policies. */
  readonly rateIds: readonly string[];
  /** Include the review-site rating (the portal's `showTripAdvisor`). */
  readonly tripadvisor: boolean;
  /** On the results page: the hotel's place in the multi-hotel PDF. */
  readonly pick?: { readonly selected: boolean; readonly onToggle: () => void };
}

/**
 * A hotel's print and share actions wired to `useHotelPdf` and the lazily loaded e-mail dialog; the mail with the PDF
 * follows the portal's `mailIncludesPDF` (core's `hotelShareEmailVariants`).
 */
export const HotelShareBarConnected = (props: HotelShareBarConnectedProps) => {
  const pdf = useHotelPdf();
  const width = useViewportWidth();
  const variants = hotelShareEmailVariants(usePortalStore("config", (state) => state.flags));
  const [dialog, setDialog] = useState<{ withPdf: boolean } | null>(null);
  const hotelUrl = `${window.location.origin}${props.detailPath}`;
  return (
    <HotelShareBar
      hotelName={props.hotelName}
      links={hotelShareLinks({ url: hotelUrl, hotelName: props.hotelName, viewportWidth: width })}
      pdfStatus={pdf.status}
      pdfFile={pdf.data.file}
      onPrintPdf={() => pdf.actions.generate(hotelPdfRequest(props.detailPath, props.rateIds, props.tripadvisor))}
      onEmail={(withPdf) => setDialog({ withPdf: withPdf && variants.withPdf })}
      emailWithPdf={variants.withPdf}
      {...(props.pick === undefined ? {} : { pick: props.pick })}
      dialog={
        dialog === null ? null : (
          <HotelShareDialogLazy
            hotelName={props.hotelName}
            hotelId={props.hotelId}
            hotelUrl={hotelUrl}
            tripadvisor={props.tripadvisor}
            withPdf={dialog.withPdf}
            pdfOffered={variants.withPdf}
            onClose={() => setDialog(null)}
          />
        )
      }
    />
  );
};
