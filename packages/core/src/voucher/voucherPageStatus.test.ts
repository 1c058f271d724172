import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { type VoucherFacts, voucherPageStatus } from "./voucherPageStatus.js";

const arbFacts: fc.Arbitrary<VoucherFacts> = fc.record({
  routeValid: fc.boolean(),
  known: fc.boolean(),
  refusal: fc.constantFrom(null, "legacyFlow", "noVoucherType", "emailRequired"),
  print: fc.oneof(
    fc.constant({ _tag: "pending" } as const),
    fc.constant({ _tag: "printed" } as const),
    fc.record({
      _tag: fc.constant("failed" as const),
      httpStatus: fc.option(fc.constantFrom(400, 401, 403, 404, 500, 503), { nil: null }),
    }),
  ),
  b2c: fc.boolean(),
  typedEmail: fc.oneof(fc.constant(""), fc.emailAddress()),
});

describe("voucherPageStatus", () => {
  test.prop([arbFacts], { numRuns: 1000 })(
    "the page's own states first, then the refusal, then the print call; a message only after a failed print",
    (facts) => {
      const { status, errorKey } = voucherPageStatus(facts);
      if (!facts.routeValid) expect(status).toBe("invalid");
      else if (!facts.known) expect(status).toBe("checking");
      else if (facts.refusal !== null) expect(status).toBe(facts.refusal);
      expect(errorKey !== null).toBe(
        facts.routeValid && facts.known && facts.refusal === null && facts.print._tag === "failed",
      );
    },
  );

  it("asks a B2C visitor's e-mail again after a 401, and names each failure's message", () => {
    const failed = (httpStatus: number | null, b2c = false, typedEmail = "") =>
      voucherPageStatus({
        routeValid: true,
        known: true,
        refusal: null,
        print: { _tag: "failed", httpStatus },
        b2c,
        typedEmail,
      });
    expect(failed(401, true, "ana@example.com")).toEqual({ status: "emailRequired", errorKey: "voucher.signIn" });
    expect(failed(401, true, "")).toEqual({ status: "failed", errorKey: "voucher.signIn" });
    expect(failed(401)).toEqual({ status: "failed", errorKey: "voucher.signIn" });
    expect(failed(403)).toEqual({ status: "failed", errorKey: "voucher.forbidden" });
    expect(failed(404)).toEqual({ status: "failed", errorKey: "voucher.notFound" });
    expect(failed(500)).toEqual({ status: "failed", errorKey: "documents.failure" });
    expect(failed(null)).toEqual({ status: "failed", errorKey: "documents.failure" });
  });
});
