import { CATALOGS } from "@travesia/core";
import { describe, expect, it } from "vitest";
import { hookMessageKeys } from "./hookMessageKeys.js";

const inEveryCatalog = (key: string) => key in CATALOGS.es && key in CATALOGS.en && key in CATALOGS.pt;

describe("hookMessageKeys", () => {
  it("every key the hooks emit is in core's catalogs, in es, en and pt", () => {
    expect(Object.values(hookMessageKeys).filter((key) => !inEveryCatalog(key))).toEqual([]);
  });
});
