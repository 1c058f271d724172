import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { NEWSLETTER_FORM_DEFAULTS, validateNewsletterForm } from "./newsletterForm.js";
import { arbBlank } from "./test/arbitraries.js";

const arbEmail = fc.emailAddress().filter((email) => email.length < 200);
const arbNotEmail = fc.constantFrom("ana", "ana@", "@x.com", "ana@@x.com", "ana x@y.com", "ana@x..com", "ana@-x.com");

describe("validateNewsletterForm", () => {
  it("requires an e-mail of e-mail type", () => {
    expect(validateNewsletterForm(NEWSLETTER_FORM_DEFAULTS)).toEqual([
      { path: ["email"], key: "newsletter.emailRequired" },
    ]);
    expect(validateNewsletterForm({ email: "ana@" })).toEqual([{ path: ["email"], key: "newsletter.emailInvalid" }]);
    expect(validateNewsletterForm({ email: " ana@viajes.com.ar " })).toEqual([]);
  });

  test.prop([arbEmail], { numRuns: 1000 })("every e-mail address passes", (email) => {
    expect(validateNewsletterForm({ email })).toEqual([]);
  });

  test.prop([fc.oneof(arbBlank, arbNotEmail)], { numRuns: 1000 })("broken ones fail on email", (email) => {
    expect(validateNewsletterForm({ email }).map((issue) => issue.path)).toEqual([["email"]]);
  });
});
