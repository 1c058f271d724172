import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import type { HotelContent } from "./hotelContent.js";
import { hotelContentTransition } from "./hotelContentTransition.js";

const arbUrls = fc.uniqueArray(fc.stringMatching(/^\/images\/[a-z0-9]{1,6}\.jpg$/), { maxLength: 8 });
const arbContent: fc.Arbitrary<HotelContent> = fc.record({
  descriptions: fc.record({ es: fc.string(), en: fc.string(), pt: fc.string() }),
  rating: fc.integer({ min: 1, max: 5 }),
  amenities: fc.uniqueArray(fc.constantFrom("icon-pool", "icon-wifi", "icon-spa")),
  gallery: arbUrls,
  videos: fc.uniqueArray(fc.constantFrom("https://youtu.be/dQw4w9WgXcQ", "https://vimeo.com/76979871")),
});

describe("hotelContentTransition", () => {
  test.prop([arbContent, fc.nat(), fc.integer({ min: -10, max: 10 })], { numRuns: 1000 })(
    "moving an image keeps the same images, puts it where asked (within the gallery), and moving back restores",
    (content, pick, by) => {
      const url = content.gallery[pick % Math.max(1, content.gallery.length)];
      if (url === undefined) return;
      const next = hotelContentTransition(content, { type: "imageMoved", url, by });
      expect([...next.gallery].sort()).toEqual([...content.gallery].sort());
      const from = content.gallery.indexOf(url);
      const to = Math.max(0, Math.min(content.gallery.length - 1, from + by));
      expect(next.gallery.indexOf(url)).toBe(to);
      expect(hotelContentTransition(next, { type: "imageMoved", url, by: from - to }).gallery).toEqual(content.gallery);
    },
  );

  test.prop([arbContent, fc.constantFrom("icon-pool", "icon-gym"), fc.stringMatching(/^\/images\/[a-z]{1,3}\.jpg$/)], {
    numRuns: 1000,
  })("adding is idempotent, removing takes exactly that item, and the other fields stay", (content, code, url) => {
    const added = hotelContentTransition(content, { type: "amenityAdded", code });
    expect(hotelContentTransition(added, { type: "amenityAdded", code })).toEqual(added);
    expect(added.amenities.filter((entry) => entry === code)).toHaveLength(1);
    const removed = hotelContentTransition(content, { type: "imageRemoved", url });
    expect(removed.gallery).toEqual(content.gallery.filter((entry) => entry !== url));
    expect({ ...removed, gallery: content.gallery }).toEqual(content);
    const video = hotelContentTransition(content, { type: "videoAdded", url: " https://youtu.be/abcdef12 " });
    expect(video.videos.at(-1)).toBe("https://youtu.be/abcdef12");
    expect(hotelContentTransition(video, { type: "videoRemoved", url: "https://youtu.be/abcdef12" }).videos).toEqual(
      content.videos,
    );
    expect(
      hotelContentTransition(content, { type: "descriptionSet", language: "pt", html: "<p>x</p>" }).descriptions,
    ).toEqual({
      ...content.descriptions,
      pt: "<p>x</p>",
    });
    expect(hotelContentTransition(content, { type: "ratingSet", rating: 3 }).rating).toBe(3);
  });
});
