// What Lighthouse's simulated LCP is made of, from one run's artifacts: Lantern (Lighthouse's simulator) builds the
// page's LCP graph from the requests that ended before the observed LCP and the tasks that evaluated their scripts,
// then replays it on a slow 4G link (150 ms a round trip, 1.6 Mbps) and a 4× slower CPU. On the portal's pages two
// parts of that graph weigh most: the document (its connection, TLS and reply) and the bytes of the scripts on the
// path, which share the link's throughput. Printed beside Lighthouse's own LCP, never instead of it.

import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";

/**
 * From Lantern's simulated timings of its optimistic LCP graph (`[node, { endTime }]` pairs, as its `nodeTimings`
 * map holds them): when the document ended (ms, simulated) and the transfer size of the scripts on the path (bytes).
 */
export const lcpPathFigures = (nodeTimings) => {
  let documentMs;
  let scriptBytes = 0;
  for (const [node, timing] of nodeTimings) {
    if (node.type !== "network") continue;
    if (node.isMainDocument()) documentMs = timing.endTime;
    else if (node.request.resourceType === "Script") scriptBytes += node.request.transferSize ?? 0;
  }
  return { documentMs, scriptBytes };
};

/**
 * Lantern's LCP graph of one Lighthouse result (`lighthouse()`'s return, artifacts included) as `lcpPathFigures`:
 * undefined when Lantern cannot compute it (no LCP, a failed run).
 */
export const lcpPath = async (result) => {
  const { artifacts, lhr } = result;
  try {
    const metric = await LanternLargestContentfulPaint.request(
      {
        trace: artifacts.Trace,
        devtoolsLog: artifacts.DevtoolsLog,
        gatherContext: artifacts.GatherContext,
        settings: lhr.configSettings,
        URL: artifacts.URL,
        SourceMaps: artifacts.SourceMaps,
        HostDPR: artifacts.HostDPR,
        simulator: null,
      },
      { computedCache: new Map() },
    );
    return lcpPathFigures(metric.optimisticEstimate.nodeTimings);
  } catch {
    return undefined;
  }
};
