import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  isPersonName,
  NEW_BUDGET_FIELD_MAX_LENGTH,
  NEW_BUDGET_FORM_DEFAULTS,
  type NewBudgetFormValues,
  validateNewBudgetForm,
} from "./newBudgetForm.js";
import { arbBlank } from "./test/arbitraries.js";

const valid: NewBudgetFormValues = {
  title: "Caribe 2027",
  firstName: "José María",
  lastName: "Núñez Çelik",
  comments: "",
};
const latinLetter = fc.constantFrom(
  ..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZáéíóúüñçãõâêôàèìòùäëïöÁÉÍÓÚÜÑÇÃÕØøßÿ",
);
const arbName = fc
  .array(
    fc.array(latinLetter, { minLength: 1, maxLength: 12 }).map((letters) => letters.join("")),
    {
      minLength: 1,
      maxLength: 4,
    },
  )
  .map((words) => words.join(" "));
const arbTitle = fc.string({ minLength: 1, maxLength: NEW_BUDGET_FIELD_MAX_LENGTH }).filter((t) => t.trim() !== "");

describe("validateNewBudgetForm", () => {
  it("accepts a filled form; comments are optional", () => {
    expect(validateNewBudgetForm(valid)).toEqual([]);
  });

  it("reports every empty required field at once", () => {
    expect(validateNewBudgetForm(NEW_BUDGET_FORM_DEFAULTS)).toEqual([
      { path: ["title"], key: "budget.titleRequired" },
      { path: ["firstName"], key: "budget.firstNameRequired" },
      { path: ["lastName"], key: "budget.lastNameRequired" },
    ]);
  });

  it("caps title, first name and last name at 150 characters", () => {
    const long = "a".repeat(151);
    expect(validateNewBudgetForm({ ...valid, title: long, firstName: long, lastName: long })).toEqual([
      { path: ["title"], key: "budget.titleTooLong", params: { max: 150 } },
      { path: ["firstName"], key: "budget.firstNameTooLong", params: { max: 150 } },
      { path: ["lastName"], key: "budget.lastNameTooLong", params: { max: 150 } },
    ]);
    expect(validateNewBudgetForm({ ...valid, title: "é".repeat(150), firstName: "ñ".repeat(150) })).toEqual([]);
  });

  it("accepts only Latin letters (accented too) and spaces in names", () => {
    expect(isPersonName("Zoë Ångström")).toBe(true);
    expect(isPersonName("Jose\u0301")).toBe(true);
    for (const name of ["R2D2", "Ana-María", "O'Brien", "Ана", "李", "Ana_B", "Ana\tB"])
      expect(isPersonName(name)).toBe(false);
    expect(validateNewBudgetForm({ ...valid, firstName: "Ana1", lastName: "Pérez!" })).toEqual([
      { path: ["firstName"], key: "budget.firstNameInvalid" },
      { path: ["lastName"], key: "budget.lastNameInvalid" },
    ]);
  });

  test.prop([arbTitle, arbName, arbName, fc.string()], { numRuns: 1000 })(
    "random valid forms pass",
    (title, firstName, lastName, comments) => {
      fc.pre([...firstName].length <= 150 && [...lastName].length <= 150);
      expect(validateNewBudgetForm({ title, firstName, lastName, comments })).toEqual([]);
    },
  );

  test.prop(
    [
      arbTitle,
      arbName,
      arbName,
      fc.constantFrom("title", "firstName", "lastName"),
      fc.oneof(arbBlank, fc.constantFrom("1", "a".repeat(151), "Ana!")),
    ],
    {
      numRuns: 1000,
    },
  )("random broken forms report the broken field", (title, firstName, lastName, field, bad) => {
    fc.pre(!(field === "title" && (bad === "1" || bad === "Ana!")));
    const issues = validateNewBudgetForm({ title, firstName, lastName, comments: "", [field]: bad });
    expect(issues.length).toBeGreaterThan(0);
    expect(issues.every((issue) => issue.path[0] === field)).toBe(true);
  });
});
