import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { budgetCustomerName } from "./budgetCustomerName.js";

const namePart = fc.string({ maxLength: 20 }).map((text) => text.trim());

describe("budgetCustomerName", () => {
  it("joins first and last name with one space", () => {
    expect(budgetCustomerName({ firstName: "Ana", lastName: "López" })).toBe("Ana López");
  });

  it("leaves no space when a name is empty", () => {
    expect(budgetCustomerName({ firstName: "Ana", lastName: "" })).toBe("Ana");
    expect(budgetCustomerName({ firstName: "", lastName: "López" })).toBe("López");
    expect(budgetCustomerName({ firstName: "", lastName: "" })).toBe("");
  });

  it("is the first name, then the last, each whole, with nothing around them", () => {
    fc.assert(
      fc.property(namePart, namePart, (firstName, lastName) => {
        const name = budgetCustomerName({ firstName, lastName });
        expect(name).toBe(name.trim());
        expect(name.startsWith(firstName)).toBe(true);
        expect(name.endsWith(lastName)).toBe(true);
        expect(name.length).toBe(firstName.length + lastName.length + (firstName !== "" && lastName !== "" ? 1 : 0));
      }),
      { numRuns: 1_000 },
    );
  });
});
