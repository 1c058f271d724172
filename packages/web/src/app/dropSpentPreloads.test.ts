import { afterEach, describe, expect, it, vi } from "vitest";
import { dropSpentPreloads } from "./dropSpentPreloads";

const link = (rel: string, href: string) => {
  const element = document.createElement("link");
  element.rel = rel;
  element.href = href;
  return element;
};

/** MutationObserver callbacks run as microtasks. */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("dropSpentPreloads", () => {
  afterEach(() => {
    document.head.replaceChildren();
    vi.restoreAllMocks();
  });

  /** The browser's resource timing: an entry per response received (jsdom records none). */
  const fetchedOnly = (...paths: string[]) =>
    vi
      .spyOn(performance, "getEntriesByName")
      .mockImplementation((name) => (paths.some((path) => name.endsWith(path)) ? [{ name } as PerformanceEntry] : []));

  it("removes index.html's fetched module preloads at once and keeps the stylesheets", () => {
    fetchedOnly("/assets/a.js");
    document.head.append(link("modulepreload", "/assets/a.js"), link("stylesheet", "/assets/a.css"));
    dropSpentPreloads(document.head);
    expect(Array.from(document.head.querySelectorAll("link"), (element) => element.rel)).toEqual(["stylesheet"]);
  });

  it("keeps a preload of the HTML still being fetched (the route's graph the server names) until it ends", () => {
    fetchedOnly("/assets/a.js");
    const pending = link("modulepreload", "/assets/route.js");
    const style = link("preload", "/assets/route.css");
    document.head.append(link("modulepreload", "/assets/a.js"), pending, style);
    dropSpentPreloads(document.head);
    expect(Array.from(document.head.querySelectorAll("link"), (element) => element.href)).toEqual([
      pending.href,
      style.href,
    ]);
    pending.dispatchEvent(new Event("load"));
    style.dispatchEvent(new Event("error"));
    expect(document.head.querySelectorAll("link")).toHaveLength(0);
  });

  it("removes a module preload added later only once it has loaded or failed", async () => {
    dropSpentPreloads(document.head);
    const loaded = link("modulepreload", "/assets/b.js");
    const failed = link("modulepreload", "/assets/c.js");
    const sheet = link("stylesheet", "/assets/b.css");
    document.head.append(loaded, failed, sheet);
    await observed();
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(2);
    loaded.dispatchEvent(new Event("load"));
    failed.dispatchEvent(new Event("error"));
    expect(Array.from(document.head.querySelectorAll("link"), (element) => element.href)).toEqual([sheet.href]);
  });
});
