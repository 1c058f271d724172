import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { SHARE_TOKEN_BYTES, SHARE_TOKEN_LENGTH, shareTokenIssue } from "./shareToken.js";

const BASE64URL = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"];

/** Unpadded base64url of `bytes`, written out here so the test does not lean on a runtime's encoder. */
const base64url = (bytes: readonly number[]): string => {
  let out = "";
  for (let index = 0; index < bytes.length; index += 3) {
    const [a = 0, b = 0, c = 0] = bytes.slice(index, index + 3);
    const word = (a << 16) | (b << 8) | c;
    const chars = [18, 12, 6, 0].map((shift) => BASE64URL[(word >> shift) & 63]).join("");
    out += chars.slice(0, Math.min(4, bytes.length - index + 1));
  }
  return out;
};

describe("shareTokenIssue", () => {
  test("a token holds at least 128 bits", () => {
    expect(SHARE_TOKEN_BYTES * 8).toBeGreaterThanOrEqual(128);
  });

  test.prop(
    [fc.array(fc.integer({ min: 0, max: 255 }), { minLength: SHARE_TOKEN_BYTES, maxLength: SHARE_TOKEN_BYTES })],
    {
      numRuns: 1000,
    },
  )("takes any token drawn from its bytes", (bytes) => {
    const token = base64url(bytes);
    expect(token).toHaveLength(SHARE_TOKEN_LENGTH);
    expect(shareTokenIssue(token)).toBeNull();
  });

  test.prop([fc.string({ maxLength: 80 })], { numRuns: 1000 })("refuses any other text, saying why", (text) => {
    const issue = shareTokenIssue(text);
    const shaped = /^[A-Za-z0-9_-]+$/.test(text) && text.length === SHARE_TOKEN_LENGTH;
    expect(issue === null).toBe(shaped);
    if (text === "") expect(issue).toBe("empty");
    else if (!/^[A-Za-z0-9_-]+$/.test(text)) expect(issue).toBe("alphabet");
    else if (!shaped) expect(issue).toBe("length");
  });
});
