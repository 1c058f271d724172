import { describe, expect, it } from "vitest";
import { ACTIVITY_MESSAGES, translateActivity } from "./activityMessages.js";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)(?=[,}])/g)].map((match) => match[1]).sort();

describe("activity texts", () => {
  it("hold the same keys in es, en and pt, each with a text and the same placeholders", () => {
    const keys = Object.keys(ACTIVITY_MESSAGES.es).sort();
    expect(Object.keys(ACTIVITY_MESSAGES.en).sort()).toEqual(keys);
    expect(Object.keys(ACTIVITY_MESSAGES.pt).sort()).toEqual(keys);
    for (const key of keys) {
      for (const table of [ACTIVITY_MESSAGES.en, ACTIVITY_MESSAGES.pt]) {
        const text = (table as Readonly<Record<string, string>>)[key] ?? "";
        expect(text.trim(), key).not.toBe("");
        expect(placeholders(text), key).toEqual(
          placeholders((ACTIVITY_MESSAGES.es as Record<string, string>)[key] ?? ""),
        );
      }
      expect(key).toMatch(/^activity\.[a-z][A-Za-z0-9]*$/);
    }
  });

  it("count in each language", () => {
    expect(translateActivity("es", "activity.count", { count: 1 })).toBe("1 actividad");
    expect(translateActivity("en", "activity.count", { count: 2 })).toBe("2 activities");
    expect(translateActivity("pt", "activity.bandChild", { count: 2 })).toBe("2 crianças");
  });
});
