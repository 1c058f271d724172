import type { HotelSearchFormValues } from "@travesia/core";
import { ResultsSearchForm } from "../HotelResultsPage/ResultsSearchForm";
import { HotelSearchBoxConnected } from "../HotelSearchBox/HotelSearchBoxConnected";

/** Props of the results-page hotel form. */
export interface HotelResultsSearchFormProps {
  readonly initial: HotelSearchFormValues | null;
}

/** The results-page variant of the hotel box (rooms 1-7, Enter blocked), opened with the URL's search. */
export const HotelResultsSearchFormConnected = ({ initial }: HotelResultsSearchFormProps) => (
  <ResultsSearchForm>
    <HotelSearchBoxConnected variant="results" {...(initial === null ? {} : { initial })} />
  </ResultsSearchForm>
);
