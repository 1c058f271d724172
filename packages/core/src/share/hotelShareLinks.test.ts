import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { BREAKPOINTS } from "../shell/breakpoints.js";
import { hotelShareLinks } from "./hotelShareLinks.js";

/** The decoded query values of a link (core has no URL global: read it by hand). */
const queryOf = (link: string): Record<string, string> =>
  Object.fromEntries(
    (link.split("?")[1] ?? "")
      .split("&")
      .filter((pair) => pair !== "")
      .map((pair) => pair.split("=").map((part) => decodeURIComponent(part)) as [string, string]),
  );

describe("hotelShareLinks", () => {
  it("builds the three networks' links; WhatsApp only below the phone width", () => {
    const url = "https://t.example/hotel/details/plaza/1/2027-01-02/2027-01-05/2-0/MAD";
    const phone = hotelShareLinks({ url, hotelName: "Hotel Plaza & Spa", viewportWidth: 390 });
    expect(phone.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
    expect(phone.twitter).toBe(
      `https://twitter.com/intent/tweet?text=Hotel%20Plaza%20%26%20Spa&url=${encodeURIComponent(url)}`,
    );
    expect(phone.whatsapp).toBe(`https://wa.me/?text=${encodeURIComponent(`Hotel Plaza & Spa ${url}`)}`);
    expect(hotelShareLinks({ url, hotelName: "x", viewportWidth: BREAKPOINTS.phone }).whatsapp).toBeNull();
  });

  test.prop([fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.string(), fc.nat(3000)], {
    numRuns: 1000,
  })("each link reads back the hotel's address and name", (url, hotelName, viewportWidth) => {
    const links = hotelShareLinks({ url, hotelName, viewportWidth });
    expect(queryOf(links.facebook).u).toBe(url);
    const tweet = queryOf(links.twitter);
    expect([tweet.text, tweet.url]).toEqual([hotelName, url]);
    if (links.whatsapp === null) expect(viewportWidth).toBeGreaterThanOrEqual(BREAKPOINTS.phone);
    else expect(queryOf(links.whatsapp).text).toBe(`${hotelName} ${url}`);
  });
});
