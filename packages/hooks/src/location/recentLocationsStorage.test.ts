import { fc, test } from "@fast-check/vitest";
import { RECENT_LOCATIONS_STORAGE_KEY } from "@travesia/core";
import { describe, expect } from "vitest";
import { memoryStorage } from "../provider/world.js";
import { readRecentLocations, rememberLocation } from "./recentLocationsStorage.js";

const junk = fc.oneof(
  fc.string(),
  fc.json(),
  fc.jsonValue().map((value) => JSON.stringify(value)),
);

describe("stored lists survive anything in storage", () => {
  test.prop([junk], { numRuns: 1000 })("recent locations: any stored text reads as lists, never a throw", (text) => {
    const local = memoryStorage();
    local.setItem(RECENT_LOCATIONS_STORAGE_KEY, text);
    const lists = readRecentLocations(local);
    for (const list of Object.values(lists)) for (const entry of list) expect(entry.type).toBe("last");
    rememberLocation(local, "es", { label: "Roma", value: "ROM" });
    expect(readRecentLocations(local).es?.[0]).toEqual({ label: "Roma", value: "ROM", type: "last" });
  });
});
