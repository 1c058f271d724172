import { afterEach, describe, expect, it } from "vitest";
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
  });

  it("removes index.html's module preloads at once and keeps the stylesheets", () => {
    document.head.append(link("modulepreload", "/assets/a.js"), link("stylesheet", "/assets/a.css"));
    dropSpentPreloads(document.head);
    expect(Array.from(document.head.querySelectorAll("link"), (element) => element.rel)).toEqual(["stylesheet"]);
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
