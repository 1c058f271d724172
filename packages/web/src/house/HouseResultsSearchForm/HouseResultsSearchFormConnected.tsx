import type { HouseSearchFormValues } from "@travesia/core";
import { ResultsSearchForm } from "../../hotel/HotelResultsPage/ResultsSearchForm";
import { HouseSearchBoxConnected } from "../HouseSearchBox/HouseSearchBoxConnected";

/** Props of the results-page house form. */
export interface HouseResultsSearchFormProps {
  readonly initial: HouseSearchFormValues | null;
}

/** The house box on the results page (Enter blocked), restored from the URL's search. */
export const HouseResultsSearchFormConnected = ({ initial }: HouseResultsSearchFormProps) => (
  <ResultsSearchForm>
    <HouseSearchBoxConnected onResultsPage {...(initial === null ? {} : { initial })} />
  </ResultsSearchForm>
);
