import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { demoSession } from "../../internal/accountsTestSupport.js";
import { NEWSLETTER_MESSAGES } from "./newsletter.js";

describe("newsletter", () => {
  it("signs an e-mail up once; a repeat or a bad e-mail gets an error list", async () => {
    const { tab } = await demoSession();
    expect((await tab.post("/api/newsletter", { email: "ana@example.com" })).json).toEqual({
      success: true,
      message: NEWSLETTER_MESSAGES.subscribed,
    });
    const repeated = await tab.post("/api/newsletter", { email: "ANA@example.com" });
    expect(repeated.status).toBe(409);
    expect(repeated.json.errors).toEqual([NEWSLETTER_MESSAGES.repeated]);
    expect(repeated.json.field).toBe("email");
    const bad = await tab.post("/api/newsletter", { email: "ana@" });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual([NEWSLETTER_MESSAGES.invalid]);
    const missing = await tab.post("/api/newsletter", {});
    expect(missing.status).toBe(400);
    expect(missing.json.field).toBe("email");
    expect(
      (await tab.post("/api/newsletter", { email: "b@example.com" }, { "x-demo-scenario": "newsletter-fail" })).status,
    ).toBe(500);
  });

  test.prop([fc.emailAddress()], { numRuns: 200 })("accepts every well-formed address exactly once", async (email) => {
    const { tab } = await demoSession();
    expect((await tab.post("/api/newsletter", { email })).status).toBe(200);
    expect((await tab.post("/api/newsletter", { email })).status).toBe(409);
  });
});
