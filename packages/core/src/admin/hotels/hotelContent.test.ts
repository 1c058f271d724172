import { fc, test } from "@fast-check/vitest";
import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import {
  HOTEL_CONTENT_FIELDS,
  type HotelContent,
  hotelContentChanges,
  hotelFieldValue,
  undoHotelChange,
  validateHotelContent,
} from "./hotelContent.js";

const ICONS = ["icon-pool", "icon-wifi", "icon-spa", "icon-gym"];
const IMAGES = ["/images/hotels/1/1.jpg", "/images/hotels/1/2.jpg", "/images/uploads/a.jpg"];
const context = { iconCodes: new Set(ICONS), imageUrls: new Set(IMAGES) };
const VIDEOS = [
  "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  "https://vimeo.com/76979871",
  "https://youtu.be/abcdef12",
];

const arbText = fc.stringMatching(/^[A-Za-z ,.]{0,30}$/).map((text) => (text === "" ? "" : `<p>${text}</p>`));
const arbContent: fc.Arbitrary<HotelContent> = fc.record({
  descriptions: fc.record({ es: arbText, en: arbText, pt: arbText }),
  rating: fc.integer({ min: 1, max: 5 }),
  amenities: fc.uniqueArray(fc.constantFrom(...ICONS)),
  gallery: fc.uniqueArray(fc.constantFrom(...IMAGES)),
  videos: fc.uniqueArray(fc.constantFrom(...VIDEOS)),
});

describe("validateHotelContent", () => {
  test.prop([arbContent], { numRuns: 1000 })("takes valid content as it is", (content) => {
    expect(validateHotelContent(content, context)).toEqual(Result.succeed(content));
  });

  test.prop(
    [
      arbContent,
      fc.oneof(
        fc.integer({ min: -5, max: 12 }).filter((n) => n < 1 || n > 5),
        fc.double({ min: 1.01, max: 4.99 }).filter((n) => !Number.isInteger(n)),
      ),
    ],
    {
      numRuns: 1000,
    },
  )("refuses a rating off the slider's stops (1 to 5, step 1)", (content, rating) => {
    const result = validateHotelContent({ ...content, rating }, context);
    expect(result).toEqual(Result.fail([{ field: "rating", key: "admin.hotels.issue.rating" }]));
  });

  it("refuses a video of an unsupported host, and an empty address, with the spec's messages", () => {
    const [content] = fc.sample(arbContent, { numRuns: 1, seed: 1 });
    if (content === undefined) throw new Error("no sample");
    expect(validateHotelContent({ ...content, videos: ["https://evil.example/v.mp4"] }, context)).toEqual(
      Result.fail([{ field: "videos", key: "admin.hotels.issue.videoUnsupported" }]),
    );
    expect(validateHotelContent({ ...content, videos: [" "] }, context)).toEqual(
      Result.fail([{ field: "videos", key: "admin.hotels.issue.videoMissing" }]),
    );
    expect(validateHotelContent({ ...content, amenities: ["icon-nope"], gallery: ["/etc/passwd"] }, context)).toEqual(
      Result.fail([
        { field: "amenities", key: "admin.hotels.issue.unknownIcon" },
        { field: "gallery", key: "admin.hotels.issue.unknownImage" },
      ]),
    );
  });

  it("sanitises each description: script and handlers go, bold and lists stay", () => {
    const [content] = fc.sample(arbContent, { numRuns: 1, seed: 2 });
    if (content === undefined) throw new Error("no sample");
    const descriptions = {
      ...content.descriptions,
      es: '<p><b>Hola</b><img src=x onerror="alert(1)"><script>x()</script></p><ul><li>Spa</li></ul>',
    };
    const result = validateHotelContent({ ...content, descriptions }, context);
    expect(Result.isSuccess(result) && result.success.descriptions.es).toBe("<p><b>Hola</b></p><ul><li>Spa</li></ul>");
  });
});

describe("hotelContentChanges and undoHotelChange", () => {
  test.prop([arbContent, arbContent], { numRuns: 1000 })(
    "names each changed field once; undoing each in turn gives the first content back",
    (before, after) => {
      const changes = hotelContentChanges(before, after);
      expect(changes.map((change) => change.field)).toEqual(
        HOTEL_CONTENT_FIELDS.filter((field) => hotelFieldValue(before, field) !== hotelFieldValue(after, field)),
      );
      let current = after;
      for (const change of changes) {
        const undone = undoHotelChange(current, { ...change, undoneBy: null });
        if (Result.isFailure(undone)) throw new Error(undone.failure.reason);
        expect(undone.success.change).toEqual({ field: change.field, before: change.after, after: change.before });
        current = undone.success.content;
      }
      expect(hotelContentChanges(current, before)).toEqual([]);
    },
  );

  test.prop([arbContent], { numRuns: 1000 })("refuses an undone entry and a field that changed since", (content) => {
    const entry = { field: "rating", before: "9", after: "0", undoneBy: null };
    expect(undoHotelChange(content, entry)).toEqual(Result.fail({ reason: "changedSince" }));
    expect(undoHotelChange(content, { ...entry, undoneBy: "7" })).toEqual(Result.fail({ reason: "alreadyUndone" }));
  });
});
