import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { isThumbnailFileName, THUMBNAIL_EXTENSIONS, validateThumbnailFile } from "./thumbnailFile.js";

describe("validateThumbnailFile", () => {
  it("accepts jpg, png, jpeg, bmp, gif in any case, nothing else", () => {
    expect(validateThumbnailFile("playa.JPG")).toEqual([]);
    expect(validateThumbnailFile("notes.pdf")).toEqual([{ path: ["file"], key: "forms.thumbnailExtension" }]);
    for (const name of ["jpg", "photo.webp", "photo.jpg.exe", "photo.", ""])
      expect(isThumbnailFileName(name)).toBe(false);
  });

  test.prop([fc.string(), fc.constantFrom(...THUMBNAIL_EXTENSIONS), fc.boolean()], { numRuns: 1000 })(
    "any base name with an accepted extension passes",
    (base, extension, upper) => {
      expect(validateThumbnailFile(`${base}.${upper ? extension.toUpperCase() : extension}`)).toEqual([]);
    },
  );

  test.prop([fc.string(), fc.stringMatching(/^[a-z0-9]{1,5}$/)], { numRuns: 1000 })(
    "any other extension fails",
    (base, extension) => {
      fc.pre(!(THUMBNAIL_EXTENSIONS as readonly string[]).includes(extension));
      expect(validateThumbnailFile(`${base}.${extension}`)).toHaveLength(1);
    },
  );
});
