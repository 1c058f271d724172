import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { ADMIN_REFUSAL_STATUS, adminAccess, adminRefusalOf } from "./adminAccess.js";

describe("adminAccess", () => {
  test.prop([fc.option(fc.record({ admin: fc.option(fc.boolean(), { nil: undefined }) }), { nil: undefined })], {
    numRuns: 1000,
  })("only an administrator is allowed; a refusal's status reads back as the same refusal", (user) => {
    const access = adminAccess(user);
    expect(access === "allowed").toBe(user?.admin === true);
    if (user === undefined) expect(access).toBe("signInRequired");
    if (access !== "allowed") expect(adminRefusalOf(ADMIN_REFUSAL_STATUS[access])).toBe(access);
  });

  test.prop([fc.option(fc.integer({ min: 100, max: 599 }), { nil: undefined })], { numRuns: 1000 })(
    "any other status is a plain failure",
    (status) => {
      if (status !== 401 && status !== 403) expect(adminRefusalOf(status)).toBe("failed");
    },
  );
});
