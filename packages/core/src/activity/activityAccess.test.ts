import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { type ActivityAccessUserStatus, activityAccess } from "./activityAccess.js";

const STATUSES: readonly ActivityAccessUserStatus[] = ["unknown", "loading", "anonymous", "signedIn", "error"];

describe("activityAccess", () => {
  test.prop([fc.constantFrom(...STATUSES), fc.array(fc.constantFrom("air", "htl", "act", "trf", "x"))], {
    numRuns: 1000,
  })(
    "offered exactly to a signed-in user whose record allows act; waits while the record loads",
    (status, products) => {
      const access = activityAccess(status, products);
      if (status === "unknown" || status === "loading") expect(access).toBe("waiting");
      else expect(access).toBe(status === "signedIn" && products.includes("act") ? "offered" : "notOffered");
    },
  );
});
