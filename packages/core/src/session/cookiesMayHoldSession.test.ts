import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { cookiesMayHoldSession } from "./cookiesMayHoldSession.js";

const cookieName = fc.stringMatching(/^[A-Za-z0-9_.-]{1,12}$/);
const cookieValue = fc.stringMatching(/^[A-Za-z0-9_.%-]{0,12}$/);
const header = (pairs: readonly (readonly [string, string])[]) =>
  pairs.map(([name, value]) => `${name}=${value}`).join("; ");

describe("cookiesMayHoldSession", () => {
  it("no cookie, or the language cookie alone, holds no session", () => {
    expect(cookiesMayHoldSession(undefined)).toBe(false);
    expect(cookiesMayHoldSession("")).toBe(false);
    expect(cookiesMayHoldSession("ml=pt")).toBe(false);
    expect(cookiesMayHoldSession(" ml=pt ;")).toBe(false);
  });

  it("any other cookie may", () => {
    expect(cookiesMayHoldSession("tv_session=abc")).toBe(true);
    expect(cookiesMayHoldSession("ml=es; JSESSIONID=1")).toBe(true);
  });

  test.prop([fc.array(fc.tuple(cookieName, cookieValue), { maxLength: 5 })], { numRuns: 1_000 })(
    "is whether the header names a cookie other than ml, in any order and spacing",
    (pairs) => {
      const expected = pairs.some(([name]) => name !== "ml");
      expect(cookiesMayHoldSession(header(pairs))).toBe(expected);
      expect(cookiesMayHoldSession(header([...pairs].reverse()).replaceAll("; ", ";"))).toBe(expected);
    },
  );
});
