import { useCounters } from "@travesia/hooks";
import { HeaderCounters } from "./HeaderCounters";

/** The counters from the hook (which feeds the store the shell reads for the placeholder). */
export const HeaderCountersConnected = () => {
  const { data } = useCounters();
  return (
    <HeaderCounters
      bookings={data.bookings}
      alerts={data.alerts}
      messages={data.messages}
      notifications={data.notifications}
    />
  );
};
