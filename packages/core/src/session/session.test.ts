import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { takeSavedSearchFilters } from "./savedSearchFilters.js";
import {
  ARREARS_POLL_INTERVAL_MS,
  arrearsPollEnabled,
  arrearsPollIntervalMs,
  sessionExpired,
  sessionExpiresAt,
} from "./sessionTtl.js";
import { userLoggedFlagAction, userLoggedFlagValue } from "./userLoggedFlag.js";

describe("cross-tab 'user is logged' flag", () => {
  test("false in another tab forces logout; true on B2B login and agency creation redirects home", () => {
    expect(userLoggedFlagAction("false", "other")).toBe("logout");
    expect(userLoggedFlagAction("false", "b2bLogin")).toBe("none");
    expect(userLoggedFlagAction("true", "b2bLogin")).toBe("redirectHome");
    expect(userLoggedFlagAction("true", "agencyCreation")).toBe("redirectHome");
    expect(userLoggedFlagAction("true", "other")).toBe("none");
    expect(userLoggedFlagAction(null, "other")).toBe("none");
    expect(userLoggedFlagValue(true)).toBe("true");
    expect(userLoggedFlagValue(false)).toBe("false");
  });
});

describe("saved search filters", () => {
  test.prop([fc.anything(), fc.boolean()])("reused once, only when the can-use flag is true", (filters, canUse) => {
    const first = takeSavedSearchFilters({ filters, canUse });
    expect(first.filters).toBe(canUse ? filters : null);
    expect(first.next).toEqual({ filters, canUse: false });
    expect(takeSavedSearchFilters(first.next).filters).toBeNull();
  });
  test("nothing stored", () => {
    expect(takeSavedSearchFilters(null)).toEqual({ filters: null, next: null });
  });
});

describe("session ttl and arrears poll", () => {
  test("ttl seconds become a deadline", () => {
    const at = sessionExpiresAt(1000, 60);
    expect(at).toBe(61_000);
    expect(sessionExpired(at, 60_999)).toBe(false);
    expect(sessionExpired(at, 61_000)).toBe(true);
    expect(sessionExpiresAt(1000, null)).toBeNull();
    expect(sessionExpiresAt(1000, -1)).toBeNull();
    expect(sessionExpired(null, 1e15)).toBe(false);
  });
  test("arrears: 300000 ms, a configured delay wins, never on /login", () => {
    expect(ARREARS_POLL_INTERVAL_MS).toBe(300_000);
    expect(arrearsPollIntervalMs()).toBe(300_000);
    expect(arrearsPollIntervalMs(0)).toBe(300_000);
    expect(arrearsPollIntervalMs(5000)).toBe(5000);
    expect(arrearsPollEnabled("/login/")).toBe(false);
    expect(arrearsPollEnabled("/login")).toBe(false);
    expect(arrearsPollEnabled("/loginx")).toBe(true);
    expect(arrearsPollEnabled("/")).toBe(true);
  });
});
