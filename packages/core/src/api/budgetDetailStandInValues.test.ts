import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { budgetCustomerName } from "../budget/budgetCustomerName.js";
import { jsonReply } from "../test/pageReplies.js";
import type { PageFirstReply } from "./pageFirstReplies.js";
import { pageStandInReplyValues } from "./pageStandInReplyValues.js";

const PAGE = "/mybudgets/981";
const PATH = "/api/budget/get/981";

const reply = (json: unknown, status = 200, path = PATH): PageFirstReply => jsonReply("GET", path, json, status);

const user = reply({ id: "7", products: ["air", "htl"] }, 200, "/api/user");

const budget = {
  quotationId: "981",
  title: "Luna de miel",
  firstName: "Ana",
  lastName: "López",
  timeFromNow: "hace 2 días",
};

describe("a budget page's stand-in values", () => {
  it("the title, the customer, the comments and age as the reply words them, and no services", () => {
    expect(pageStandInReplyValues(PAGE, [user, reply({ done: true, budget })])).toEqual({
      title: "Luna de miel",
      budgetCustomer: "Ana López",
      budgetComments: "",
      budgetTime: "hace 2 días",
      budgetItems: "none",
    });
  });

  it("says when the budget holds services, whose place the page fills", () => {
    const items = [{ id: "1", product: "hotel", title: "Hotel Sol" }];
    expect(
      pageStandInReplyValues(PAGE, [reply({ done: true, budget: { ...budget, comments: "Aniversario", items } })]),
    ).toMatchObject({ budgetComments: "Aniversario", budgetItems: "some" });
  });

  it("reads the reply of the address's budget, its id written as the page's call writes it", () => {
    const odd = { done: true, budget: { ...budget, title: "Ñandú" } };
    expect(pageStandInReplyValues("/mybudgets/a%20b", [reply(odd, 200, "/api/budget/get/a%20b")])).toMatchObject({
      title: "Ñandú",
    });
    expect(pageStandInReplyValues("/mybudgets/982", [reply({ done: true, budget })])).toMatchObject({
      budgetItems: "loading",
    });
  });

  it("the page loading for another user's budget, a failed or unreadable reply, a reply without a budget, or none", () => {
    const loading = { title: "", budgetCustomer: "", budgetComments: "", budgetTime: "", budgetItems: "loading" };
    expect(pageStandInReplyValues(PAGE, [reply({ done: false }, 403)])).toEqual(loading);
    expect(pageStandInReplyValues(PAGE, [reply({ done: true, budget }, 500)])).toEqual(loading);
    expect(pageStandInReplyValues(PAGE, [reply({ done: true, budget: { title: 3 } })])).toEqual(loading);
    expect(pageStandInReplyValues(PAGE, [reply({ done: true })])).toEqual(loading);
    expect(pageStandInReplyValues(PAGE, [])).toEqual(loading);
  });

  it("gives none for the budget list", () => {
    expect(pageStandInReplyValues("/mybudgets", [reply({ done: true, budget })])).toEqual({});
  });

  test.prop(
    [
      fc.record({
        title: fc.string(),
        firstName: fc.string(),
        lastName: fc.string(),
        comments: fc.option(fc.string(), { nil: undefined }),
        timeFromNow: fc.option(fc.string(), { nil: undefined }),
        count: fc.nat(3),
      }),
    ],
    { numRuns: 1_000 },
  )("any budget's values are its own words, and say whether it holds services", ({ count, ...fields }) => {
    const items = Array.from({ length: count }, (_, index) => ({ id: String(index), product: "hotel" }));
    const values = pageStandInReplyValues(PAGE, [
      reply({ done: true, budget: { quotationId: "981", ...fields, items } }),
    ]);
    expect(values).toEqual({
      title: fields.title,
      budgetCustomer: budgetCustomerName(fields),
      budgetComments: fields.comments ?? "",
      budgetTime: fields.timeFromNow ?? "",
      budgetItems: count === 0 ? "none" : "some",
    });
  });
});
