import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import {
  newShareLinkTimes,
  revokeShareLink,
  SHARE_LINK_DAYS,
  shareLinkOpened,
  shareLinkState,
} from "./shareLinkState.js";

const DAY_MS = 86_400_000;
const arbInstant = fc.integer({ min: 0, max: 4_000_000_000_000 });
const arbAfter = fc.integer({ min: 0, max: 30 * DAY_MS });

describe("shareLinkState", () => {
  test.prop([arbInstant, arbAfter], { numRuns: 1000 })(
    "a new link is active before its days are over and expired from then on",
    (created, after) => {
      const link = newShareLinkTimes(created);
      expect(shareLinkState(link, created + after)).toBe(after < SHARE_LINK_DAYS * DAY_MS ? "active" : "expired");
    },
  );

  test.prop([arbInstant, arbAfter, arbAfter], { numRuns: 1000 })(
    "a revoked link is revoked from its revocation on, whatever its expiry, and keeps its first revocation",
    (created, revokeAfter, readAfter) => {
      const revoked = revokeShareLink(newShareLinkTimes(created), created + revokeAfter);
      expect(revokeShareLink(revoked, created + revokeAfter + 1).revokedAtMs).toBe(created + revokeAfter);
      expect(shareLinkState(revoked, created + revokeAfter + readAfter)).toBe("revoked");
    },
  );

  test.prop([arbInstant, fc.array(arbAfter, { minLength: 1, maxLength: 6 })], { numRuns: 1000 })(
    "an opening counts only while the link is active, and the first opening stays the first",
    (created, offsets) => {
      const instants = offsets.map((offset) => created + offset).sort((a, b) => a - b);
      const link = instants.reduce(shareLinkOpened, newShareLinkTimes(created));
      const counted = instants.filter((at) => shareLinkState(newShareLinkTimes(created), at) === "active");
      expect(link.openCount).toBe(counted.length);
      expect(link.openedAtMs).toBe(counted[0] ?? null);
      expect(link.lastOpenedAtMs).toBe(counted.at(-1) ?? null);
    },
  );

  test.prop([arbInstant, arbAfter], { numRuns: 200 })("a revoked link records no opening", (created, after) => {
    const revoked = revokeShareLink(newShareLinkTimes(created), created);
    expect(shareLinkOpened(revoked, created + after)).toEqual(revoked);
  });
});
