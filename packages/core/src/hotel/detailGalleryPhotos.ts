import type { HotelCluster, HotelDetail } from "../api/hotelCluster.js";

/**
 * The page stand-in's slots of a detail gallery's first photos (core's `PAGE_STAND_IN_REPLY_VALUES`), in order.
 */
export const DETAIL_GALLERY_PHOTO_SLOTS = ["photo1", "photo2", "photo3", "photo4", "photo5", "photo6"] as const;

/**
 * How many of a detail page's photos come first, drawn at once (not lazily): the gallery's first rows, and the photos
 * the page's prerendered stand-in shows before its scripts run (often the page's largest paint: a tile of a phone's
 * three-column grid is larger than a one-line name or address).
 */
export const DETAIL_GALLERY_FIRST_PHOTOS = DETAIL_GALLERY_PHOTO_SLOTS.length;

/**
 * A hotel's detail gallery (spec 001 §2 "image gallery"): the catalogue's photos (`detail.imageLinks[].imageURL`)
 * when the catalogue answered with its detail, else the search's (`images`) for a hotel it lists; none otherwise. A
 * house's gallery is its search's `images`.
 *
 * @example hotelDetailGalleryPhotos({ imageLinks: [{ imageURL: "/a.jpg" }], … }, cluster) // ["/a.jpg"]
 */
export const hotelDetailGalleryPhotos = (
  detail: HotelDetail | null | undefined,
  hotel: Pick<HotelCluster, "images"> | null | undefined,
): readonly string[] => detail?.imageLinks.map((image) => image.imageURL) ?? hotel?.images ?? [];

/**
 * The page stand-in's slots of the gallery's first photos, `photo1` … `photo6` (core's `pageStandInReplyValues`):
 * each photo's address, empty where there is none (the stand-in hides an empty tile).
 *
 * @example detailGalleryStandInValues(["/a.jpg"]) // { photo1: "/a.jpg", photo2: "", …, photo6: "" }
 */
export const detailGalleryStandInValues = (
  photos: readonly string[],
): Readonly<Record<(typeof DETAIL_GALLERY_PHOTO_SLOTS)[number], string>> => {
  const [photo1 = "", photo2 = "", photo3 = "", photo4 = "", photo5 = "", photo6 = ""] = photos;
  return { photo1, photo2, photo3, photo4, photo5, photo6 };
};
