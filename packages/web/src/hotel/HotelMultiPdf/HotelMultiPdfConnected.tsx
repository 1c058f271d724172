import { hotelPdfMultiRequest } from "@travesia/core";
import { type HotelPdfSelection, useHotelMultiPdf } from "@travesia/hooks";
import { useState } from "react";
import { HotelMultiPdf } from "./HotelMultiPdf";

/** Props of {@link HotelMultiPdfConnected}: the page's selection and its search. */
export interface HotelMultiPdfConnectedProps {
  readonly selection: HotelPdfSelection;
  /** The results URL: the stay the PDF prices. */
  readonly resultsUrl: string;
  readonly tripadvisor: boolean;
}

/**
 * The multi-hotel PDF wired to `useHotelMultiPdf` over the page's `useHotelPdfSelection`. A PDF made for other
 * hotels is not offered once the choice changes. Nothing shows until a hotel is picked.
 */
export const HotelMultiPdfConnected = ({ selection, resultsUrl, tripadvisor }: HotelMultiPdfConnectedProps) => {
  const pdf = useHotelMultiPdf();
  const chosen = selection.selected.join(",");
  const [madeFor, setMadeFor] = useState<string | null>(null);
  const current = madeFor === chosen;
  // Above the list, an empty box would push every hotel down for a feature few visitors use: it appears with the first pick.
  if (selection.selected.length === 0) return null;
  return (
    <HotelMultiPdf
      count={selection.selected.length}
      status={current ? pdf.status : "idle"}
      file={current ? pdf.data.file : null}
      onPrint={() => {
        setMadeFor(chosen);
        pdf.actions.generate(hotelPdfMultiRequest(resultsUrl, selection.selected, tripadvisor));
      }}
      onClear={selection.clear}
    />
  );
};
