import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { SHARE_EMAIL_FORM_DEFAULTS, validateShareEmailForm } from "./shareEmailForm.js";
import { arbBlank } from "./test/arbitraries.js";

const arbEmail = fc.emailAddress().filter((email) => email.length < 200);
const arbNotEmail = fc.constantFrom("ana", "ana@", "@x.com", "ana@@x.com", "ana x@y.com", "ana@x..com", "ana@-x.com");

describe("validateShareEmailForm", () => {
  it("requires from and to only for the PDF variant: 'Campo requerido'", () => {
    expect(validateShareEmailForm(SHARE_EMAIL_FORM_DEFAULTS)).toEqual([]);
    expect(validateShareEmailForm({ ...SHARE_EMAIL_FORM_DEFAULTS, withPdf: true })).toEqual([
      { path: ["from"], key: "share.fieldRequired" },
      { path: ["to"], key: "share.fieldRequired" },
    ]);
  });

  it("checks the e-mail type of filled addresses in both variants", () => {
    expect(validateShareEmailForm({ ...SHARE_EMAIL_FORM_DEFAULTS, from: "ana", to: "b@c.com" })).toEqual([
      { path: ["from"], key: "share.emailInvalid" },
    ]);
  });

  test.prop([arbEmail, arbEmail, fc.boolean(), fc.string(), fc.string()], { numRuns: 1000 })(
    "valid addresses pass in both variants",
    (from, to, withPdf, subject, body) => {
      expect(validateShareEmailForm({ from, to, withPdf, subject, body })).toEqual([]);
    },
  );

  test.prop([arbEmail, fc.oneof(arbBlank, arbNotEmail), fc.constantFrom("from" as const, "to" as const)], {
    numRuns: 1000,
  })("a broken address is reported on its field", (good, bad, field) => {
    const values = { ...SHARE_EMAIL_FORM_DEFAULTS, withPdf: true, from: good, to: good, [field]: bad };
    expect(validateShareEmailForm(values).map((issue) => issue.path)).toEqual([[field]]);
  });
});
