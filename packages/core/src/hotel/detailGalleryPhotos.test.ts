import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  DETAIL_GALLERY_FIRST_PHOTOS,
  DETAIL_GALLERY_PHOTO_SLOTS,
  detailGalleryStandInValues,
  hotelDetailGalleryPhotos,
} from "./detailGalleryPhotos.js";

const detail = (urls: readonly string[]) => ({
  hotelDescriptions: [],
  amenities: [],
  imageLinks: urls.map((imageURL) => ({ imageURL })),
});

describe("hotelDetailGalleryPhotos", () => {
  it("takes the catalogue's photos first, else the search's, else none", () => {
    expect(hotelDetailGalleryPhotos(detail(["/c1.jpg"]), { images: ["/s1.jpg"] })).toEqual(["/c1.jpg"]);
    expect(hotelDetailGalleryPhotos(null, { images: ["/s1.jpg", "/s2.jpg"] })).toEqual(["/s1.jpg", "/s2.jpg"]);
    expect(hotelDetailGalleryPhotos(undefined, null)).toEqual([]);
    // A catalogue detail without photos shows none, as the page does: the search's are not mixed in.
    expect(hotelDetailGalleryPhotos(detail([]), { images: ["/s1.jpg"] })).toEqual([]);
  });
});

describe("detailGalleryStandInValues", () => {
  it("fills one slot per first photo and leaves the others empty", () => {
    expect(detailGalleryStandInValues(["/a.jpg", "/b.jpg"])).toEqual({
      photo1: "/a.jpg",
      photo2: "/b.jpg",
      photo3: "",
      photo4: "",
      photo5: "",
      photo6: "",
    });
  });

  test.prop([fc.array(fc.webPath(), { maxLength: 20 })], { numRuns: 1000 })(
    "gives exactly the first photos, in order, in the slots photo1 … photo6",
    (photos) => {
      const values = detailGalleryStandInValues(photos);
      expect(Object.keys(values)).toHaveLength(DETAIL_GALLERY_FIRST_PHOTOS);
      for (let index = 0; index < DETAIL_GALLERY_FIRST_PHOTOS; index++)
        expect(values[DETAIL_GALLERY_PHOTO_SLOTS[index] ?? "photo1"]).toBe(photos[index] ?? "");
    },
  );
});
