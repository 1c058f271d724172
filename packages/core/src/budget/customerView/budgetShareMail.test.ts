import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { translate } from "../../locale/catalog.js";
import { budgetShareMail, budgetShareMessage } from "./budgetShareMail.js";

describe("budgetShareMail", () => {
  test.prop(
    [
      fc.constantFrom("es", "en", "pt" as const),
      fc.string({ maxLength: 30 }),
      fc.string({ maxLength: 30 }),
      fc.webUrl(),
    ],
    { numRuns: 300 },
  )("carries the link and the budget's title in every language", (language, title, customerName, url) => {
    const mail = budgetShareMail({ language, title, customerName, url });
    expect(mail.subject).toContain(title);
    expect(mail.body).toContain(url);
    expect(
      budgetShareMessage((key, params) => translate(language, key, params), { title, customerName, url }),
    ).toContain(url);
  });
});
