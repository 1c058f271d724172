import { CATALOGS } from "@travesia/core";
import { describe, expect, it } from "vitest";
import { HOOK_KEYS_PENDING_IN_CORE, hookMessageKeys } from "./hookMessageKeys.js";

const inEveryCatalog = (key: string) => key in CATALOGS.es && key in CATALOGS.en && key in CATALOGS.pt;

describe("hookMessageKeys", () => {
  it("every key the hooks emit is in core's catalogs (es, en, pt), except the listed pending ones", () => {
    const missing = Object.values(hookMessageKeys).filter((key) => !inEveryCatalog(key));
    expect(missing.sort()).toEqual([...HOOK_KEYS_PENDING_IN_CORE].sort());
  });
});
