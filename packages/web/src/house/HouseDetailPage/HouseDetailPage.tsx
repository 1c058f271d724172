import { HotelDetailPage, type HotelDetailPageProps } from "../../hotel/HotelDetailPage/HotelDetailPage";

/** Props of {@link HouseDetailPage}: the hotel detail page's, for a house. */
export type HouseDetailPageProps = Omit<HotelDetailPageProps, "kind">;

/** The holiday-house detail page (spec 001 §2 "House detail"): the hotel detail page's pieces over one house. */
export const HouseDetailPage = (props: HouseDetailPageProps) => <HotelDetailPage kind="house" {...props} />;
