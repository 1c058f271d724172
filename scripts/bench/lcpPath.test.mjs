import { describe, expect, it } from "vitest";
import { lcpPathFigures } from "./_lcpPath.mjs";

const request = (resourceType, transferSize, endTime, main = false) => ({
  type: "network",
  request: { resourceType, transferSize },
  isMainDocument: () => main,
  endTime,
});
const task = (endTime) => ({ type: "cpu", isMainDocument: () => false, endTime });

describe("the simulated LCP path", () => {
  it("gives the document's simulated end and the transfer size of the scripts on the path, nothing else", () => {
    const nodes = [
      request("Document", 6_900, 780, true),
      request("Script", 59_000, 1_838),
      request("Script", 35_000, 1_988),
      request("Stylesheet", 900, 859), // not a script
      request("Fetch", 2_300, 2_078), // an API reply
      request("Image", 1_000, 2_078),
      task(1_991), // a script's evaluation: CPU, no bytes
    ];
    expect(lcpPathFigures(nodes)).toEqual({ documentMs: 780, scriptBytes: 94_000 });
  });

  it("counts a script without a transfer size as none and leaves the document's end undefined when it is missing", () => {
    expect(lcpPathFigures([request("Script", undefined, 900), task(950)])).toEqual({
      documentMs: undefined,
      scriptBytes: 0,
    });
  });
});
