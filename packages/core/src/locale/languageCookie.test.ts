import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./language.js";
import {
  cookieValueFromHeader,
  formatLanguageCookie,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  languageCookie,
  languageFromCookie,
} from "./languageCookie.js";

const language = fc.constantFrom(...LANGUAGES);
const now = fc.integer({ min: 0, max: 4_000_000_000_000 });
const otherCookie = fc.tuple(fc.stringMatching(/^[a-ln-z][a-z]{0,6}$/), fc.stringMatching(/^[a-z0-9]{0,8}$/));

describe("the ml cookie", () => {
  test.prop([language, now, fc.array(otherCookie, { maxLength: 4 })], { numRuns: 1000 })(
    "what is written is read back, among other cookies",
    (lang, at, others) => {
      const written = formatLanguageCookie(languageCookie(lang, at)).split(";")[0] ?? "";
      const header = [...others.map(([k, v]) => `${k}=${v}`), written].join("; ");
      expect(languageFromCookie(header, "pt")).toBe(lang);
    },
  );

  test.prop([language, now], { numRuns: 1000 })("expires one year after it is written", (lang, at) => {
    const cookie = languageCookie(lang, at);
    expect(cookie).toMatchObject({ name: "ml", value: lang, path: "/", maxAge: 31_536_000 });
    expect(cookie.expires - at).toBe(LANGUAGE_COOKIE_MAX_AGE_SECONDS * 1000);
    expect(formatLanguageCookie(cookie)).toContain(`Expires=${new Date(cookie.expires).toUTCString()}`);
  });

  test.prop([fc.string(), fc.option(fc.string(), { nil: undefined })], { numRuns: 1000 })(
    "any cookie header gives a language and never throws",
    (header, page) => {
      expect(LANGUAGES).toContain(languageFromCookie(header, page));
    },
  );

  it("defaults to the page language, then es", () => {
    expect(languageFromCookie("", "en")).toBe("en");
    expect(languageFromCookie("", "pt-BR")).toBe("pt");
    expect(languageFromCookie("")).toBe("es");
    expect(languageFromCookie("ml=fr", "en")).toBe("en");
    expect(languageFromCookie("ml=es-AR", "en")).toBe("es");
    expect(languageFromCookie("theme=dark; ml=pt%2DBR")).toBe("pt");
  });

  it("reads raw values that are not URI-encoded", () => {
    expect(cookieValueFromHeader("a=%E0%A4%A", "a")).toBe("%E0%A4%A");
    expect(cookieValueFromHeader("novalue; b=2", "b")).toBe("2");
    expect(cookieValueFromHeader("b=2", "c")).toBeUndefined();
  });
});
