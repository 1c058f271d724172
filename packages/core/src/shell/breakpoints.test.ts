import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { BREAKPOINT_MEDIA, BREAKPOINTS, breakpointCustomMedia } from "./breakpoints.js";

/** Evaluates one of the table's range queries the way a browser does for a window `width` px wide. */
const matches = (query: string, width: number): boolean => {
  const range = /^\(width (<|<=|>=) (\d+)px\)$/.exec(query);
  if (range === null) throw new Error(`not a width range: ${query}`);
  const edge = Number(range[2]);
  return range[1] === "<" ? width < edge : range[1] === "<=" ? width <= edge : width >= edge;
};

describe("BREAKPOINTS", () => {
  it("holds the spec's widths: phone below 768, tablet below 991", () => {
    expect(BREAKPOINTS).toEqual({ phone: 768, tablet: 991 });
  });

  test.prop([fc.double({ min: 0, max: 5000, noNaN: true })], { numRuns: 1000 })(
    "every width, fractional ones included, falls on exactly one side of each breakpoint",
    (width) => {
      expect(matches(BREAKPOINT_MEDIA.phone, width)).toBe(width < BREAKPOINTS.phone);
      expect(matches(BREAKPOINT_MEDIA.abovePhone, width)).toBe(!matches(BREAKPOINT_MEDIA.phone, width));
      expect(matches(BREAKPOINT_MEDIA.belowDesktop, width)).toBe(width < BREAKPOINTS.tablet);
      expect(matches(BREAKPOINT_MEDIA.desktop, width)).toBe(!matches(BREAKPOINT_MEDIA.belowDesktop, width));
      expect(matches(BREAKPOINT_MEDIA.calendarSheet, width)).toBe(width <= BREAKPOINTS.phone);
    },
  );

  it("keeps the calendar's sheet at exactly 768 px, one pixel beyond the phone", () => {
    expect(matches(BREAKPOINT_MEDIA.calendarSheet, 768)).toBe(true);
    expect(matches(BREAKPOINT_MEDIA.phone, 768)).toBe(false);
    expect(matches(BREAKPOINT_MEDIA.calendarSheet, 769)).toBe(false);
  });
});

describe("breakpointCustomMedia", () => {
  it("writes one @custom-media rule per query, named in kebab case", () => {
    expect(breakpointCustomMedia()).toBe(
      [
        "@custom-media --phone (width < 768px);",
        "@custom-media --above-phone (width >= 768px);",
        "@custom-media --below-desktop (width < 991px);",
        "@custom-media --desktop (width >= 991px);",
        "@custom-media --calendar-sheet (width <= 768px);",
        "",
      ].join("\n"),
    );
  });

  it("reads back as the table", () => {
    const rules = breakpointCustomMedia()
      .trimEnd()
      .split("\n")
      .map((line) => /^@custom-media --([a-z-]+) (.+);$/.exec(line));
    const read = Object.fromEntries(
      rules.map((rule) => [rule?.[1]?.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()), rule?.[2]]),
    );
    expect(read).toEqual(BREAKPOINT_MEDIA);
  });
});
