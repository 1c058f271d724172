import * as Result from "effect/Result";
import { type RouteParseError, routeParseError } from "./routeParseError.js";
import { fillRoute, matchRoute, ROUTES } from "./routeTable.js";
import { decodeText, encodeSegment, formatQuery, queryValue, splitUrl } from "./urlCodec.js";

/**
 * Builds `/flightsHotels/packageDetails/{id}` (spec 002 §2 Package detail; also the GET of §7), with the flight the
 * visitor chose on the results page when there is one: `?flight=` its trip product ids (outbound, then return),
 * joined by `,`. The package id names the hotel and the stay only; without the flight the detail would show the
 * server's default flight instead of the chosen one.
 *
 * @example buildPackageDetailUrl("PK1") // "/flightsHotels/packageDetails/PK1"
 * @example buildPackageDetailUrl("PK1", ["F-AD-1", "F-AD-2"]) // "/flightsHotels/packageDetails/PK1?flight=F-AD-1%2CF-AD-2"
 */
export const buildPackageDetailUrl = (id: string, flight: readonly string[] = []): string =>
  fillRoute("packageDetail", { id: encodeSegment(id) }) +
  formatQuery(flight.length === 0 ? [] : [["flight", flight.join(",")]]);

/**
 * The chosen flight a package detail URL carries (its trip product ids, outbound then return), or none. Never throws.
 *
 * @example packageDetailUrlFlight("/flightsHotels/packageDetails/PK1?flight=F-AD-1%2CF-AD-2") // ["F-AD-1", "F-AD-2"]
 */
export const packageDetailUrlFlight = (input: string): readonly string[] => {
  const parts = splitUrl(input, "packageDetail");
  if (Result.isFailure(parts)) return [];
  const text = queryValue(parts.success.query, "flight") ?? "";
  return text.split(",").filter((id) => id !== "");
};

/** Reads a package detail URL to its id. Never throws. */
export const parsePackageDetailUrl = (input: string): Result.Result<string, RouteParseError> =>
  Result.gen(function* () {
    const { segments } = yield* splitUrl(input, "packageDetail");
    const raw = yield* matchRoute("packageDetail", segments, input);
    return yield* decodeText(raw.id, "packageDetail", "id");
  });

/** A voucher page (spec 002 §2: "/bookingAdmin/generateVoucher/{voucherType}/{bookingReferenceId}; optional ?email for B2C"). */
export interface VoucherRoute {
  readonly voucherType: string;
  readonly bookingReferenceId: string;
  /** The customer's e-mail, which the B2C portal adds (spec 002 §6); `null` for B2B. */
  readonly email: string | null;
}

/**
 * Builds a voucher page URL.
 *
 * @example buildVoucherUrl({ voucherType: "hotel", bookingReferenceId: "B77", email: "ana@example.com" })
 * // "/bookingAdmin/generateVoucher/hotel/B77?email=ana%40example.com"
 */
export const buildVoucherUrl = (voucher: VoucherRoute): string =>
  fillRoute("voucher", {
    voucherType: encodeSegment(voucher.voucherType),
    bookingReferenceId: encodeSegment(voucher.bookingReferenceId),
  }) + formatQuery(voucher.email === null ? [] : [["email", voucher.email]]);

/** Reads a voucher page URL. Never throws. */
export const parseVoucherUrl = (input: string): Result.Result<VoucherRoute, RouteParseError> =>
  Result.gen(function* () {
    const { segments, query } = yield* splitUrl(input, "voucher");
    const raw = yield* matchRoute("voucher", segments, input);
    return {
      voucherType: yield* decodeText(raw.voucherType, "voucher", "voucherType"),
      bookingReferenceId: yield* decodeText(raw.bookingReferenceId, "voucher", "bookingReferenceId"),
      email: queryValue(query, "email") ?? null,
    };
  });

/**
 * Builds `/v3/trip/edit/{budgetId}`, the destination after a quote or an add with budgeting/pricer enabled
 * (spec 000 §2, spec 001 §2).
 *
 * @example buildTripEditUrl("981") // "/v3/trip/edit/981"
 */
export const buildTripEditUrl = (budgetId: string): string =>
  fillRoute("tripEdit", { budgetId: encodeSegment(budgetId) });

/** Reads a trip edit URL to its budget id. Never throws. */
export const parseTripEditUrl = (input: string): Result.Result<string, RouteParseError> =>
  Result.gen(function* () {
    const { segments } = yield* splitUrl(input, "tripEdit");
    const raw = yield* matchRoute("tripEdit", segments, input);
    return yield* decodeText(raw.budgetId, "tripEdit", "budgetId");
  });

/** The budget list page (spec 000 §2: "/mybudgets"). */
export const BUDGET_LIST_PATH = ROUTES.budgetList;

/**
 * Builds `/mybudgets/{id}` (spec 000 §2 Budget detail).
 *
 * @example buildBudgetDetailUrl("981") // "/mybudgets/981"
 */
export const buildBudgetDetailUrl = (id: string): string => fillRoute("budgetDetail", { id: encodeSegment(id) });

/** The page of the agent's deadlines coming up across every budget (ours). */
export const BUDGET_DEADLINES_PATH = ROUTES.budgetDeadlines;

/** Which budget page a URL is: the list, or one budget's detail. */
export type BudgetPage = { readonly _tag: "BudgetList" } | { readonly _tag: "BudgetDetail"; readonly id: string };

/** Reads `/mybudgets` or `/mybudgets/{id}`. Never throws. */
export const parseBudgetUrl = (input: string): Result.Result<BudgetPage, RouteParseError> =>
  Result.gen(function* () {
    const { segments } = yield* splitUrl(input, "budgetList");
    if (Result.isSuccess(matchRoute("budgetList", segments, input))) return { _tag: "BudgetList" } as const;
    const raw = yield* matchRoute("budgetDetail", segments, input);
    return { _tag: "BudgetDetail", id: yield* decodeText(raw.id, "budgetDetail", "id") } as const;
  });

/** The login page (spec 000 §2: "/login/"; the arrears bar is not polled there). */
export const LOGIN_PATH = ROUTES.login;

/** Whether a URL is the login page (with or without its trailing slash). Never throws. */
export const isLoginUrl = (input: string): boolean => {
  const parts = splitUrl(input, "login");
  return (
    Result.isSuccess(parts) &&
    (Result.isSuccess(matchRoute("login", parts.success.segments, input)) ||
      (parts.success.segments.length === 1 && parts.success.segments[0] === "login"))
  );
};

/**
 * Builds the logout URL; with an expired session `/logout?sessionExpired=true` (spec 000 §2, spec 001 §2).
 *
 * @example buildLogoutUrl({ sessionExpired: true }) // "/logout?sessionExpired=true"
 */
export const buildLogoutUrl = (options: { readonly sessionExpired: boolean }): string =>
  ROUTES.logout + formatQuery(options.sessionExpired ? [["sessionExpired", "true"]] : []);

/** Reads a logout URL: whether the session expired. Never throws. */
export const parseLogoutUrl = (input: string): Result.Result<{ readonly sessionExpired: boolean }, RouteParseError> =>
  Result.gen(function* () {
    const { segments, query } = yield* splitUrl(input, "logout");
    yield* matchRoute("logout", segments, input);
    const flag = queryValue(query, "sessionExpired");
    if (flag !== undefined && flag !== "true" && flag !== "false") {
      return yield* Result.fail(routeParseError("logout", "sessionExpired", flag, "expected true or false"));
    }
    return { sessionExpired: flag === "true" };
  });
