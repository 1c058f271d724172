import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fc, test } from "@fast-check/vitest";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { portalPageFile, withPortal } from "./portal.js";

describe("portalPageFile", () => {
  it("gives the home page prerendered in the cookie's language, Spanish by default", () => {
    expect(portalPageFile("/", "en")).toBe("/prerendered/home.en.html");
    expect(portalPageFile("/", "pt")).toBe("/prerendered/home.pt.html");
    expect(portalPageFile("/", "es")).toBe("/prerendered/home.es.html");
    expect(portalPageFile("/", undefined)).toBe("/prerendered/home.es.html");
    expect(portalPageFile("/", "fr")).toBe("/prerendered/home.es.html");
  });

  test.prop([fc.string()], { numRuns: 1000 })("any cookie picks one of the three prerendered files", (cookie) => {
    expect(["es", "en", "pt"].map((language) => `/prerendered/home.${language}.html`)).toContain(
      portalPageFile("/", cookie),
    );
  });

  it("gives index.html for every other page", () => {
    expect(portalPageFile("/mybudgets", "en")).toBe("/index.html");
    expect(portalPageFile("/login/", undefined)).toBe("/index.html");
  });
});

describe("portalMiddleware", () => {
  let dir = "";
  const html = { accept: "text/html" };
  const app = () => withPortal(new Hono(), dir);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "portal-"));
    await mkdir(join(dir, "prerendered"));
    await writeFile(join(dir, "index.html"), "index");
    for (const language of ["es", "en", "pt"]) {
      await writeFile(join(dir, "prerendered", `home.${language}.html`), `home ${language}`);
    }
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("serves the prerendered home in the language of the ml cookie", async () => {
    const english = await app().request("/", { headers: { ...html, cookie: "ml=en" } });
    expect(await english.text()).toBe("home en");
    expect(english.headers.get("vary")).toBe("cookie");
    expect(english.headers.get("content-type")).toContain("text/html");
    const spanish = await app().request("/", { headers: html });
    expect(await spanish.text()).toBe("home es");
  });

  it("serves index.html for the other pages", async () => {
    const page = await app().request("/mybudgets", { headers: { ...html, cookie: "ml=pt" } });
    expect(await page.text()).toBe("index");
  });

  it("falls back to index.html when the build has no prerendered home", async () => {
    await rm(join(dir, "prerendered", "home.pt.html"));
    const page = await app().request("/", { headers: { ...html, cookie: "ml=pt" } });
    expect(await page.text()).toBe("index");
  });
});
