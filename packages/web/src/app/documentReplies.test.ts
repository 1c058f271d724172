import { PAGE_FIRST_REPLIES_ID, pageFirstRepliesElement } from "@travesia/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { takeDocumentReply } from "./documentReplies";

const reply = {
  method: "GET" as const,
  path: "/api/v1/hotels/catalog/1",
  status: 200,
  contentType: "application/json",
  text: '{"done":true}',
};

/** The replies read from the document are kept on a global (read once per page): each test reads its own document. */
const forgetReadReplies = () => {
  delete (globalThis as { __travesiaDocumentReplies?: unknown }).__travesiaDocumentReplies;
};

beforeEach(forgetReadReplies);

afterEach(() => {
  document.getElementById(PAGE_FIRST_REPLIES_ID)?.remove();
  forgetReadReplies();
});

describe("takeDocumentReply", () => {
  it("answers the very request the document holds a reply for, once: a later one (a reload) goes to the API", async () => {
    document.head.insertAdjacentHTML("afterbegin", pageFirstRepliesElement([reply]));
    expect(takeDocumentReply("/api/v1/hotels/search", { method: "POST", body: "{}" })).toBeUndefined();
    const answered = await takeDocumentReply("/api/v1/hotels/catalog/1");
    expect(answered?.status).toBe(200);
    expect(await answered?.json()).toEqual({ done: true });
    expect(takeDocumentReply("/api/v1/hotels/catalog/1")).toBeUndefined();
  });

  it("without replies in the document, answers nothing", () => {
    expect(takeDocumentReply("/api/v1/hotels/catalog/1")).toBeUndefined();
  });
});
