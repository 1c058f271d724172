import { HotelResultsPage, type HotelResultsPageProps } from "../../hotel/HotelResultsPage/HotelResultsPage";

/** Props of {@link HouseResultsPage}: the hotel results page's, for houses. */
export type HouseResultsPageProps = Omit<HotelResultsPageProps, "kind">;

/** The holiday-house results page (spec 001 §2): the hotel results page's pieces over the house search. */
export const HouseResultsPage = (props: HouseResultsPageProps) => <HotelResultsPage kind="house" {...props} />;
