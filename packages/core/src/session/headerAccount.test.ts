import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { headerAccount, type UserLoadStatus } from "./headerAccount.js";

const statusArb = fc.constantFrom<UserLoadStatus>("unknown", "loading", "anonymous", "signedIn", "error");
const nameArb = fc.option(fc.string({ maxLength: 20 }), { nil: null });
const flagArb = fc.option(fc.oneof(fc.constantFrom("true", "false"), fc.string({ maxLength: 6 })), { nil: null });

describe("headerAccount", () => {
  test.prop([statusArb, nameArb, flagArb], { numRuns: 1000 })(
    "the failure shows exactly when the user call failed",
    (status, knownFirstName, userLoggedFlag) => {
      const view = headerAccount({ status, knownFirstName, userLoggedFlag });
      expect(view.userLoadFailed).toBe(status === "error");
    },
  );

  test.prop([fc.constantFrom<UserLoadStatus>("loading", "signedIn", "error"), fc.string(), flagArb], {
    numRuns: 1000,
  })("a user the session knows stays in the header while the user call is not 'anonymous'", (status, name, flag) => {
    expect(headerAccount({ status, knownFirstName: name, userLoggedFlag: flag }).account).toEqual({
      kind: "user",
      firstName: name,
    });
  });

  test.prop([nameArb, flagArb], { numRuns: 1000 })(
    "'anonymous' is always a visitor, whatever was known",
    (name, flag) => {
      expect(headerAccount({ status: "anonymous", knownFirstName: name, userLoggedFlag: flag })).toEqual({
        account: { kind: "visitor" },
        userLoadFailed: false,
      });
    },
  );

  test.prop([statusArb, nameArb, flagArb], { numRuns: 1000 })(
    "logout without a name whenever no user is named and the call did not say 'anonymous', in a browser whose flag says someone signed in",
    (status, name, flag) => {
      const { account } = headerAccount({ status, knownFirstName: name, userLoggedFlag: flag });
      expect(account.kind === "unnamed").toBe(status !== "anonymous" && name === null && flag === "true");
    },
  );

  it("a first load in flight: the signed-in header when the flag says signed in, the login link otherwise", () => {
    for (const status of ["unknown", "loading"] as const) {
      expect(headerAccount({ status, knownFirstName: null, userLoggedFlag: "true" })).toEqual({
        account: { kind: "unnamed" },
        userLoadFailed: false,
      });
      expect(headerAccount({ status, knownFirstName: null, userLoggedFlag: null }).account).toEqual({
        kind: "visitor",
      });
    }
  });

  it("a failed first load: logout when the flag says signed in, the login link otherwise", () => {
    expect(headerAccount({ status: "error", knownFirstName: null, userLoggedFlag: "true" })).toEqual({
      account: { kind: "unnamed" },
      userLoadFailed: true,
    });
    expect(headerAccount({ status: "error", knownFirstName: null, userLoggedFlag: "false" })).toEqual({
      account: { kind: "visitor" },
      userLoadFailed: true,
    });
    expect(headerAccount({ status: "error", knownFirstName: "Martín", userLoggedFlag: null })).toEqual({
      account: { kind: "user", firstName: "Martín" },
      userLoadFailed: true,
    });
  });
});
