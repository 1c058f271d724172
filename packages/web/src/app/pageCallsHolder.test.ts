import type { PageFirstCall } from "@travesia/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adoptingPageCalls, type PageCallsHolder } from "./pageCallsHolder";
import { startPageCalls } from "./pageCallsStart";

const CATALOG: PageFirstCall = { method: "GET", path: "/api/v1/hotels/catalog/7" };

/** The network as the shell's first script and the portal both reach it (`fetch`), recording each request's path. */
const network = () => {
  const sent: string[] = [];
  const fetch = vi.fn((path: string, _init?: RequestInit) => {
    sent.push(path);
    return Promise.resolve(new Response('{"done":true}', { headers: { "content-type": "application/json" } }));
  });
  vi.stubGlobal("fetch", fetch);
  return { sent, send: (path: string, init?: RequestInit) => fetch(path, init) };
};

afterEach(() => {
  vi.unstubAllGlobals();
  delete (globalThis as PageCallsHolder).__travesiaPageCalls;
  // The script's first call read the document's replies (none here) into their global: read again by the next file.
  delete (globalThis as { __travesiaDocumentReplies?: unknown }).__travesiaDocumentReplies;
});

describe("the page's first calls between the shell's first script and the portal", () => {
  it("a call the script started is taken by the portal's equal request: the network sees it once", async () => {
    const { sent, send } = network();
    startPageCalls(() => [CATALOG]);
    const reply = await adoptingPageCalls(send)(CATALOG.path, { method: "GET" });
    expect(await reply.json()).toEqual({ done: true });
    expect(sent).toEqual([CATALOG.path]);
  });

  it("a script that arrives after the portal's first request sends nothing: the portal has asked already", async () => {
    const { sent, send } = network();
    await adoptingPageCalls(send)(CATALOG.path, { method: "GET" });
    startPageCalls(() => [CATALOG]);
    expect(sent).toEqual([CATALOG.path]);
    expect((globalThis as PageCallsHolder).__travesiaPageCalls).toBeNull();
  });
});
