import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import {
  BUDGET_LIST_PATH,
  buildBudgetDetailUrl,
  buildLogoutUrl,
  buildPackageDetailUrl,
  buildTripEditUrl,
  buildVoucherUrl,
  isLoginUrl,
  LOGIN_PATH,
  packageDetailUrlFlight,
  parseBudgetUrl,
  parseLogoutUrl,
  parsePackageDetailUrl,
  parseTripEditUrl,
  parseVoucherUrl,
} from "./portalUrls.js";
import { arbNullable, arbText } from "./test/arbitraries.js";

describe("portal page URLs", () => {
  test.prop([arbText], { numRuns: 1000 })("package detail, trip edit and budget ids round-trip", (id) => {
    expect(parsePackageDetailUrl(buildPackageDetailUrl(id))).toEqual(Result.succeed(id));
    expect(parseTripEditUrl(buildTripEditUrl(id))).toEqual(Result.succeed(id));
    expect(parseBudgetUrl(buildBudgetDetailUrl(id))).toEqual(Result.succeed({ _tag: "BudgetDetail", id }));
  });

  test.prop(
    [
      arbText,
      fc.array(
        arbText.filter((id) => id !== "" && !id.includes(",")),
        { maxLength: 2 },
      ),
    ],
    {
      numRuns: 1000,
    },
  )("a package detail URL carries the chosen flight's trip product ids beside its id", (id, flight) => {
    const url = buildPackageDetailUrl(id, flight);
    expect(parsePackageDetailUrl(url)).toEqual(Result.succeed(id));
    expect(packageDetailUrlFlight(url)).toEqual(flight);
  });

  test.prop([fc.record({ voucherType: arbText, bookingReferenceId: arbText, email: arbNullable(arbText) })], {
    numRuns: 1000,
  })("voucher URLs round-trip", (voucher) => {
    expect(parseVoucherUrl(buildVoucherUrl(voucher))).toEqual(Result.succeed(voucher));
  });

  test.prop([fc.boolean()], { numRuns: 10 })("logout URLs round-trip", (sessionExpired) => {
    expect(parseLogoutUrl(buildLogoutUrl({ sessionExpired }))).toEqual(Result.succeed({ sessionExpired }));
  });

  test.prop([fc.string({ maxLength: 40 })], { numRuns: 1000 })("parsing any string never throws", (text) => {
    const results: Result.Result<unknown, { readonly _tag: string }>[] = [
      parsePackageDetailUrl(text),
      parseTripEditUrl(`/v3/trip/edit/${text}`),
      parseBudgetUrl(`/mybudgets/${text}`),
      parseVoucherUrl(`/bookingAdmin/generateVoucher/${text}`),
      parseLogoutUrl(`/logout?${text}`),
    ];
    for (const parsed of results)
      expect(Result.isSuccess(parsed) || parsed.failure._tag === "RouteParseError").toBe(true);
    expect(typeof isLoginUrl(text)).toBe("boolean");
  });

  it("writes the spec's paths", () => {
    expect(buildPackageDetailUrl("PK1")).toBe("/flightsHotels/packageDetails/PK1");
    expect(buildVoucherUrl({ voucherType: "hotel", bookingReferenceId: "B77", email: "ana@example.com" })).toBe(
      "/bookingAdmin/generateVoucher/hotel/B77?email=ana%40example.com",
    );
    expect(buildVoucherUrl({ voucherType: "hotel", bookingReferenceId: "B77", email: null })).toBe(
      "/bookingAdmin/generateVoucher/hotel/B77",
    );
    expect(buildTripEditUrl("981")).toBe("/v3/trip/edit/981");
    expect(buildBudgetDetailUrl("981")).toBe("/mybudgets/981");
    expect(parseBudgetUrl(BUDGET_LIST_PATH)).toEqual(Result.succeed({ _tag: "BudgetList" }));
    expect(buildLogoutUrl({ sessionExpired: true })).toBe("/logout?sessionExpired=true");
    expect(buildLogoutUrl({ sessionExpired: false })).toBe("/logout");
    expect(parseLogoutUrl("/logout?sessionExpired=yes")).toMatchObject({ failure: { field: "sessionExpired" } });
    expect(isLoginUrl(LOGIN_PATH)).toBe(true);
    expect(isLoginUrl("https://portal.example/login")).toBe(true);
    expect(isLoginUrl("/mybudgets")).toBe(false);
  });
});
