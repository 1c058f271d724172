import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { VOUCHER_TYPES, voucherRequest, voucherTypeOf } from "./voucherRequest.js";

const arbRoute = fc.record({
  voucherType: fc.oneof(fc.constantFrom(...Object.keys(VOUCHER_TYPES), "flight"), fc.string()),
  bookingReferenceId: fc.string({ minLength: 1 }),
  email: fc.option(fc.oneof(fc.emailAddress(), fc.string()), { nil: null }),
});
const arbContext = fc.record({
  newFlowAllowed: fc.boolean(),
  b2c: fc.boolean(),
  signedIn: fc.boolean(),
  typedEmail: fc.oneof(fc.emailAddress(), fc.constant("")),
});

describe("voucherRequest", () => {
  test.prop([arbRoute, arbContext], { numRuns: 1000 })(
    "prints only on the new flow and a valid voucher type; the e-mail only on B2C, required there unless signed in",
    (route, context) => {
      const result = voucherRequest(route, context);
      if (!context.newFlowAllowed) {
        expect(result).toEqual(Result.fail("legacyFlow"));
        return;
      }
      if (!Object.hasOwn(VOUCHER_TYPES, route.voucherType)) {
        expect(result).toEqual(Result.fail("noVoucherType"));
        return;
      }
      if (Result.isFailure(result)) {
        expect(result.failure).toBe("emailRequired");
        expect(context.b2c && !context.signedIn).toBe(true);
        return;
      }
      const { params } = result.success;
      expect(params.bookingReferenceId).toBe(route.bookingReferenceId);
      expect(voucherTypeOf(params.productTypeId)).toBe(route.voucherType);
      expect(params.isDpkg).toBe(route.voucherType === "package");
      expect(params.forceOffline).toBe(false);
      if (!context.b2c) expect(params.email).toBeUndefined();
      else if (!context.signedIn) expect(params.email).toBe((route.email ?? context.typedEmail).trim());
    },
  );

  it("has no voucher for flights", () => {
    expect(voucherTypeOf("air")).toBeNull();
    expect(voucherTypeOf("htl")).toBe("hotel");
  });
});
