import type { Language } from "../../locale/language.js";
import type { HotelContent } from "./hotelContent.js";

/** What the hotels module's editor does to a hotel's content, one named event at a time. */
export type HotelContentEvent =
  | { readonly type: "descriptionSet"; readonly language: Language; readonly html: string }
  | { readonly type: "ratingSet"; readonly rating: number }
  | { readonly type: "amenityAdded"; readonly code: string }
  | { readonly type: "amenityRemoved"; readonly code: string }
  /** Moves a gallery image `by` places (-1 earlier, +1 later), kept within the gallery. */
  | { readonly type: "imageMoved"; readonly url: string; readonly by: number }
  | { readonly type: "imageRemoved"; readonly url: string }
  | { readonly type: "videoAdded"; readonly url: string }
  | { readonly type: "videoRemoved"; readonly url: string };

const without = (list: readonly string[], item: string): string[] => list.filter((entry) => entry !== item);
const withAdded = (list: readonly string[], item: string): string[] =>
  list.includes(item) ? [...list] : [...list, item];

const moved = (list: readonly string[], item: string, by: number): string[] => {
  const from = list.indexOf(item);
  if (from < 0) return [...list];
  const to = Math.max(0, Math.min(list.length - 1, from + Math.trunc(by)));
  const next = without(list, item);
  next.splice(to, 0, item);
  return next;
};

/**
 * The content after one editor event: pure, never invalid by itself beyond what the server checks again (a video's
 * host, the rating's stops: `validateHotelContent`). Adding what is there already, or removing or moving what is
 * not, changes nothing.
 *
 * @example hotelContentTransition(content, { type: "imageMoved", url: content.gallery[1], by: -1 }).gallery[0] // content.gallery[1]
 */
export const hotelContentTransition = (content: HotelContent, event: HotelContentEvent): HotelContent => {
  switch (event.type) {
    case "descriptionSet":
      return { ...content, descriptions: { ...content.descriptions, [event.language]: event.html } };
    case "ratingSet":
      return { ...content, rating: event.rating };
    case "amenityAdded":
      return { ...content, amenities: withAdded(content.amenities, event.code) };
    case "amenityRemoved":
      return { ...content, amenities: without(content.amenities, event.code) };
    case "imageMoved":
      return { ...content, gallery: moved(content.gallery, event.url, event.by) };
    case "imageRemoved":
      return { ...content, gallery: without(content.gallery, event.url) };
    case "videoAdded":
      return { ...content, videos: withAdded(content.videos, event.url.trim()) };
    case "videoRemoved":
      return { ...content, videos: without(content.videos, event.url) };
  }
};
