import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { hardenResponseCookies, hardenSetCookie } from "./sessionCookies.js";

const attributeNames = (line: string) =>
  line
    .split(";")
    .slice(1)
    .map((part) => part.split("=")[0]?.trim().toLowerCase());

describe("hardenSetCookie", () => {
  it("adds HttpOnly and SameSite=Lax, and Secure over HTTPS", () => {
    expect(hardenSetCookie("tv_session=abc; Max-Age=28800; Path=/", { https: false })).toBe(
      "tv_session=abc; Max-Age=28800; Path=/; HttpOnly; SameSite=Lax",
    );
    expect(hardenSetCookie("tv_session=abc; Path=/", { https: true })).toBe(
      "tv_session=abc; Path=/; HttpOnly; SameSite=Lax; Secure",
    );
  });

  it("keeps a SameSite the API chose, and drops a foreign Domain when asked", () => {
    expect(hardenSetCookie("a=1; SameSite=Strict; Domain=api.example.com; httponly", { https: false })).toBe(
      "a=1; SameSite=Strict; Domain=api.example.com; httponly",
    );
    expect(hardenSetCookie("a=1; Domain=api.example.com; Path=/", { https: true, dropDomain: true })).toBe(
      "a=1; Path=/; HttpOnly; SameSite=Lax; Secure",
    );
  });

  const cookieLine = fc
    .tuple(
      fc.stringMatching(/^[a-z_]{1,8}=[A-Za-z0-9]{0,12}$/),
      fc.subarray(["Path=/", "Max-Age=60", "HttpOnly", "Secure", "SameSite=Strict", "Domain=example.com"]),
    )
    .map(([pair, attributes]) => [pair, ...attributes].join("; "));

  test.prop([cookieLine, fc.boolean(), fc.boolean()], { numRuns: 1000 })(
    "always leaves HttpOnly and one SameSite, Secure over HTTPS, and changes nothing a second time",
    (line, https, dropDomain) => {
      const hardened = hardenSetCookie(line, { https, dropDomain });
      const names = attributeNames(hardened);
      expect(names).toContain("httponly");
      expect(names.filter((name) => name === "samesite")).toHaveLength(1);
      if (https) expect(names).toContain("secure");
      if (dropDomain) expect(names).not.toContain("domain");
      expect(hardened.split(";")[0]).toBe(line.split(";")[0]);
      expect(hardenSetCookie(hardened, { https, dropDomain })).toBe(hardened);
    },
  );
});

describe("hardenResponseCookies", () => {
  it("rewrites every Set-Cookie of a response and leaves the other headers", () => {
    const headers = new Headers({ "content-type": "application/json" });
    headers.append("set-cookie", "a=1; Path=/");
    headers.append("set-cookie", "b=2; Path=/; HttpOnly; SameSite=Lax");
    hardenResponseCookies(headers, { https: true });
    expect(headers.getSetCookie()).toEqual([
      "a=1; Path=/; HttpOnly; SameSite=Lax; Secure",
      "b=2; Path=/; HttpOnly; SameSite=Lax; Secure",
    ]);
    expect(headers.get("content-type")).toBe("application/json");
  });
});
