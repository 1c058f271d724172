// What Lighthouse's simulated LCP is made of, from one run's artifacts: Lantern (Lighthouse's simulator) builds the
// page's LCP graph from the requests that ended before the observed LCP and the tasks that evaluated their scripts,
// then replays it on a slow 4G link (150 ms a round trip, 1.6 Mbps) and a 4× slower CPU. On the portal's pages two
// parts of that graph weigh most: the document (its connection, TLS and reply) and the bytes of the scripts on the
// path, which share the link's throughput. Printed beside Lighthouse's own LCP, never instead of it.

import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";

/**
 * From the nodes of Lantern's optimistic LCP graph and their simulated timings: when the document ended (ms) and the
 * transfer size of the scripts on the path (bytes). `nodes` are `{ type, request?: { resourceType, transferSize },
 * isMainDocument(), endTime }`-shaped (Lantern's own nodes, or test doubles); `endTime` is the simulated end.
 */
export const lcpPathFigures = (nodes) => {
  let documentMs;
  let scriptBytes = 0;
  for (const node of nodes) {
    if (node.type !== "network") continue;
    if (node.isMainDocument()) documentMs = node.endTime;
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
    const nodes = [];
    for (const [node, timing] of metric.optimisticEstimate.nodeTimings) {
      nodes.push({
        type: node.type,
        request: node.request,
        isMainDocument: () => node.isMainDocument(),
        endTime: timing.endTime,
      });
    }
    return lcpPathFigures(nodes);
  } catch {
    return undefined;
  }
};
