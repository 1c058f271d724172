import { describe, expect, it } from "vitest";
import { catalogEs, catalogEsFirst, catalogEsPages, translateWith } from "./catalog.js";

describe("the two parts of the Spanish catalog", () => {
  it("hold every key of catalogEs once, with its text", () => {
    const first = Object.keys(catalogEsFirst);
    const pages = Object.keys(catalogEsPages);
    expect(first.filter((key) => Object.hasOwn(catalogEsPages, key))).toEqual([]);
    expect([...first, ...pages].sort()).toEqual(Object.keys(catalogEs).sort());
    expect({ ...catalogEsFirst, ...catalogEsPages }).toEqual(catalogEs);
  });

  it("keep the shell's and the home's texts in the first part, a page's in the second", () => {
    expect(catalogEsFirst["shell.search"]).toBe("Buscar");
    expect(Object.hasOwn(catalogEsFirst, "policy.checking")).toBe(false);
    expect(Object.hasOwn(catalogEsPages, "policy.checking")).toBe(true);
  });

  it("print a key the part lacks as the key itself", () => {
    expect(translateWith(catalogEsFirst, "es", "policy.checking")).toBe("policy.checking");
    expect(translateWith(catalogEsPages, "es", "policy.checking")).toBe(catalogEs["policy.checking"]);
  });
});
