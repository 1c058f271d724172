import { describe, expect, it } from "vitest";
import { isHttpsRequest, publicOrigin } from "./requestOrigin.js";

describe("isHttpsRequest", () => {
  it("believes the first X-Forwarded-Proto, else the request's own scheme", () => {
    expect(isHttpsRequest("http://127.0.0.1:4400/", "https")).toBe(true);
    expect(isHttpsRequest("http://127.0.0.1:4400/", "https, http")).toBe(true);
    expect(isHttpsRequest("https://travesia.example/", "http")).toBe(false);
    expect(isHttpsRequest("https://travesia.example/", undefined)).toBe(true);
    expect(isHttpsRequest("http://127.0.0.1:4400/", undefined)).toBe(false);
  });
});

describe("publicOrigin", () => {
  it("is the origin the browser sees, through a proxy or not", () => {
    expect(publicOrigin("http://127.0.0.1:4400/api/user", undefined, undefined)).toBe("http://127.0.0.1:4400");
    expect(publicOrigin("http://127.0.0.1:4400/api/user", "https", "Travesia.Example")).toBe(
      "https://travesia.example",
    );
    expect(publicOrigin("http://127.0.0.1:4400/", "https", "a.example, b.example")).toBe("https://a.example");
  });
});
