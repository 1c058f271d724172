import { useArrears } from "@travesia/hooks";
import { useLocation } from "react-router-dom";
import { ArrearsBar } from "./ArrearsBar";

/** The arrears bar polled by the hook (every 300000 ms; never on /login, spec 000 §2). */
export const ArrearsBarConnected = () => {
  const { pathname } = useLocation();
  const { data } = useArrears({ pathname });
  return <ArrearsBar messages={data.messages} />;
};
