import { describe, expect, it } from "vitest";
import { lcpPathFigures } from "./_lcpPath.mjs";

/** A network node of Lantern's graph with its simulated end, as a `nodeTimings` entry. */
const request = (resourceType, transferSize, endTime, main = false) => [
  { type: "network", request: { resourceType, transferSize }, isMainDocument: () => main },
  { startTime: 0, endTime },
];
const task = (endTime) => [
  { type: "cpu", isMainDocument: () => false },
  { startTime: 0, endTime },
];

describe("the simulated LCP path", () => {
  it("gives the document's simulated end and the transfer size of the scripts on the path, nothing else", () => {
    const timings = new Map([
      request("Document", 6_900, 780, true),
      request("Script", 59_000, 1_838),
      request("Script", 35_000, 1_988),
      request("Stylesheet", 900, 859), // not a script
      request("Fetch", 2_300, 2_078), // an API reply
      request("Image", 1_000, 2_078),
      task(1_991), // a script's evaluation: CPU, no bytes
    ]);
    expect(lcpPathFigures(timings)).toEqual({ documentMs: 780, scriptBytes: 94_000 });
  });

  it("counts a script without a transfer size as none and leaves the document's end undefined when it is missing", () => {
    expect(lcpPathFigures(new Map([request("Script", undefined, 900), task(950)]))).toEqual({
      documentMs: undefined,
      scriptBytes: 0,
    });
  });
});
