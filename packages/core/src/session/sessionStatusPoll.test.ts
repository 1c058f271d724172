import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { SESSION_STATUS_POLL_MS, sessionStatusExpired } from "./sessionStatusPoll.js";

describe("session status poll", () => {
  it("polls every 60 s", () => {
    expect(SESSION_STATUS_POLL_MS).toBe(60_000);
  });

  test.prop([fc.boolean(), fc.boolean()])("only a signed-in session answering loggedIn false expires", (was, now) => {
    expect(sessionStatusExpired(was, now)).toBe(was && !now);
  });
});
