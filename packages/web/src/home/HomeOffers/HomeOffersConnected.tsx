import { useHomeOffers } from "@travesia/hooks";
import { HomeOffers } from "./HomeOffers";

/** The home offers wired to `useHomeOffers`; loaded after the first paint (see `HomePage`). */
const HomeOffersConnected = () => {
  const { data } = useHomeOffers();
  return <HomeOffers promotions={data.promotions} recommended={data.recommended} />;
};

export default HomeOffersConnected;
