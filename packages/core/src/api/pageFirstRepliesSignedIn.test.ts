import { describe, expect, it } from "vitest";
import { withPageUserCall } from "./pageFirstCalls.js";
import type { PageFirstReply } from "./pageFirstReplies.js";
import { pageFirstRepliesSignedIn, pageFirstRepliesUserValues } from "./pageFirstRepliesSignedIn.js";

const user = (json: unknown, status = 200): PageFirstReply => ({
  method: "GET",
  path: "/api/user",
  status,
  contentType: "application/json",
  text: typeof json === "string" ? json : JSON.stringify(json),
});

describe("pageFirstRepliesSignedIn", () => {
  it("a user's record says a user is signed in", () => {
    expect(pageFirstRepliesSignedIn([user({ id: "7", products: ["htl"], firstName: "Ana" })])).toBe(true);
  });

  it("a guest's record, a refusal, a failure, an unreadable reply or none says nobody is", () => {
    expect(pageFirstRepliesSignedIn([user({ id: "0", products: [], guest: true })])).toBe(false);
    expect(pageFirstRepliesSignedIn([user({ done: false }, 401)])).toBe(false);
    expect(pageFirstRepliesSignedIn([user({ id: "7", products: [] }, 500)])).toBe(false);
    expect(pageFirstRepliesSignedIn([user("<html>")])).toBe(false);
    expect(pageFirstRepliesSignedIn([user({ id: 7 })])).toBe(false);
    expect(pageFirstRepliesSignedIn([])).toBe(false);
  });
});

describe("pageFirstRepliesUserValues", () => {
  it("the first name a signed-in user's header greets, empty when the record has none; nothing for nobody", () => {
    expect(pageFirstRepliesUserValues([user({ id: "7", products: [], firstName: "Martín" })])).toEqual({
      userFirstName: "Martín",
    });
    expect(pageFirstRepliesUserValues([user({ id: "7", products: [] })])).toEqual({ userFirstName: "" });
    expect(pageFirstRepliesUserValues([user({ id: "0", products: [], guest: true })])).toEqual({});
    expect(pageFirstRepliesUserValues([])).toEqual({});
  });
});

describe("withPageUserCall", () => {
  it("asks for the user first, once", () => {
    const search = { method: "POST" as const, path: "/api/v1/flights/search", body: { url: "/f" } };
    expect(withPageUserCall([search])).toEqual([{ method: "GET", path: "/api/user" }, search]);
    expect(withPageUserCall(withPageUserCall([search]))).toEqual([{ method: "GET", path: "/api/user" }, search]);
    expect(withPageUserCall([])).toEqual([{ method: "GET", path: "/api/user" }]);
  });
});
