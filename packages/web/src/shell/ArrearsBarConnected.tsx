import { useArrears } from "@travesia/hooks";
import { useLocation } from "react-router-dom";
import { ArrearsBarView } from "./ArrearsBar";

/** The arrears bar polled by the hook (every 300000 ms; never on /login, spec 000 §2). */
const ArrearsBarConnected = () => {
  const { pathname } = useLocation();
  const { data } = useArrears({ pathname });
  return <ArrearsBarView messages={data.messages} />;
};

export default ArrearsBarConnected;
