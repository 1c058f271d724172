import { ResultsSearchForm } from "../../hotel/HotelResultsPage/ResultsSearchForm";
import { HouseSearchBoxConnected } from "../HouseSearchBox/HouseSearchBoxConnected";
import type { HouseResultsSearchFormProps } from "./HouseResultsSearchFormPlaceholder";

/** The house box on the results page (Enter blocked), restored from the URL's search. */
export const HouseResultsSearchFormConnected = ({ initial }: HouseResultsSearchFormProps) => (
  <ResultsSearchForm>
    <HouseSearchBoxConnected {...(initial === null ? {} : { initial })} />
  </ResultsSearchForm>
);
