import { useHomeOffers } from "@travesia/hooks";
import { HomeOffers } from "./HomeOffers";

/** The home offers wired to `useHomeOffers`; loaded after the first paint (see `HomePage`). */
const HomeOffersConnected = () => {
  const { status, data } = useHomeOffers();
  return <HomeOffers loading={status === "loading"} promotions={data.promotions} recommended={data.recommended} />;
};

export default HomeOffersConnected;
