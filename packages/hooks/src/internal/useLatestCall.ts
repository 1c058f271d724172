import { useEffect, useState } from "react";
import { createLatestCall, type LatestCall } from "../transport/latestCall.js";

/** One {@link LatestCall} per component, aborted on unmount so no reply lands in an unmounted hook. */
export const useLatestCall = (): LatestCall => {
  const [latest] = useState(createLatestCall);
  useEffect(() => () => latest.abort(), [latest]);
  return latest;
};
