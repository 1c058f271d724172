import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { whatsAppShareUrl } from "./whatsAppShareUrl.js";

const PREFIX = "https://wa.me/?text=";

describe("whatsAppShareUrl", () => {
  test.prop([fc.string({ unit: "grapheme", maxLength: 200 })], { numRuns: 1000 })(
    "opens wa.me with the text intact and nothing else in the query",
    (text) => {
      const url = whatsAppShareUrl(text);
      expect(url.startsWith(PREFIX)).toBe(true);
      const query = url.slice(PREFIX.length);
      expect(query).not.toMatch(/[&#?\s]/);
      expect(decodeURIComponent(query)).toBe(text);
    },
  );
});
