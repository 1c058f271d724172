import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { bookingApiOrigin } from "./bookingApiOrigin.js";

describe("bookingApiOrigin", () => {
  it("runs the demo when the setting is unset or empty", () => {
    expect(bookingApiOrigin(undefined)).toEqual(Result.succeed(undefined));
    expect(bookingApiOrigin("  ")).toEqual(Result.succeed(undefined));
  });

  it("reads an http or https origin, with or without the final slash", () => {
    expect(bookingApiOrigin("https://api.example.com/")).toEqual(Result.succeed("https://api.example.com"));
    expect(bookingApiOrigin("http://127.0.0.1:4436")).toEqual(Result.succeed("http://127.0.0.1:4436"));
  });

  it("refuses anything that is not an origin, saying why", () => {
    for (const setting of ["api.example.com", "ftp://api.example.com", "https://api.example.com/v1", "https://a@b.c"]) {
      const read = bookingApiOrigin(setting);
      expect(Result.isFailure(read), setting).toBe(true);
      if (Result.isFailure(read)) expect(read.failure, setting).toMatch(/^TRAVESIA_API must be/);
    }
  });
});
