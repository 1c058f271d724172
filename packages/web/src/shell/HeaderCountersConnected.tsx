import { useCounters } from "@travesia/hooks";
import { HeaderCountersView } from "./HeaderCounters";

/** The counters from the hook (which feeds the store the shell reads for the placeholder). */
const HeaderCountersConnected = () => {
  const { data } = useCounters();
  return <HeaderCountersView bookings={data.bookings} alerts={data.alerts} messages={data.messages} />;
};

export default HeaderCountersConnected;
