import { hotelPdfMultiRequest } from "@travesia/core";
import { type HotelPdfSelection, useHotelMultiPdf } from "@travesia/hooks";
import { HotelMultiPdf } from "./HotelMultiPdf";

/** Props of {@link HotelMultiPdfConnected}: the page's selection and its search. */
export interface HotelMultiPdfConnectedProps {
  readonly selection: HotelPdfSelection;
  /** The results URL: the stay the PDF prices. */
  readonly resultsUrl: string;
  readonly tripadvisor: boolean;
}

/** The multi-hotel PDF wired to `useHotelMultiPdf` over the page's `useHotelPdfSelection`. */
export const HotelMultiPdfConnected = ({ selection, resultsUrl, tripadvisor }: HotelMultiPdfConnectedProps) => {
  const pdf = useHotelMultiPdf();
  return (
    <HotelMultiPdf
      count={selection.selected.length}
      status={pdf.status}
      file={pdf.data.file}
      onPrint={() => pdf.actions.generate(hotelPdfMultiRequest(resultsUrl, selection.selected, tripadvisor))}
      onClear={selection.clear}
    />
  );
};
