import { fc, test } from "@fast-check/vitest";
import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import { EMAIL_ADDRESS_MAX_LENGTH, formatEmailAddress, parseEmailAddress } from "./emailAddress.js";

const arbEmail = fc.emailAddress().filter((email) => email.length <= EMAIL_ADDRESS_MAX_LENGTH);

describe("parseEmailAddress", () => {
  it("reads an address, trimmed, and says why a text is not one", () => {
    expect(parseEmailAddress(" ana@example.com ")).toEqual(Result.succeed({ local: "ana", domain: "example.com" }));
    const reasons = ["", "ana", "ana@", "@x.com", "a b@x.com", "ana@x..com", "ana@-x.com", `${"a".repeat(250)}@x.com`]
      .map(parseEmailAddress)
      .map((result) => (Result.isFailure(result) ? result.failure.reason : "ok"));
    expect(reasons).toEqual(["empty", "noAt", "domain", "local", "local", "domain", "domain", "tooLong"]);
  });

  test.prop([arbEmail], { numRuns: 1000 })("format then parse gives the address back", (email) => {
    const parsed = parseEmailAddress(email);
    expect(Result.isSuccess(parsed)).toBe(true);
    if (Result.isSuccess(parsed)) {
      expect(formatEmailAddress(parsed.success)).toBe(email);
      expect(parseEmailAddress(formatEmailAddress(parsed.success))).toEqual(parsed);
    }
  });

  test.prop([fc.string({ unit: "binary" })], { numRuns: 1000 })("any text reads without throwing", (text) => {
    const parsed = parseEmailAddress(text);
    if (Result.isSuccess(parsed)) expect(formatEmailAddress(parsed.success)).toBe(text.trim());
    else expect(parsed.failure.input).toBe(text);
  });

  test.prop([arbEmail, fc.constantFrom(" ", "@", "..", "(", ",", "\n")], { numRuns: 1000 })(
    "an address with a forbidden character inserted in its domain is refused",
    (email, junk) => {
      const at = email.lastIndexOf("@");
      const broken = `${email.slice(0, at + 1)}${junk}${email.slice(at + 1)}`;
      expect(Result.isFailure(parseEmailAddress(broken))).toBe(true);
    },
  );
});
