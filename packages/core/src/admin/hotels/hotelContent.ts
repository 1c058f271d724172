import * as Result from "effect/Result";
import { isRecord } from "../../internal/outsideInput.js";
import { LANGUAGES, type Language } from "../../locale/language.js";
import { validateRatingSlider } from "../../validation/ratingSlider.js";
import { validateVideoUrl } from "../../validation/videoUrl.js";
import type { UndoRefusal } from "../adminAudit.js";
import { type AdminIssue, adminIssue } from "../adminIssue.js";
import { RICH_TEXT_MAX_LENGTH, sanitizeRichText } from "./richText.js";

/**
 * What the back office's hotels module edits of one hotel: its description in each language (sanitised HTML), its
 * rating (spec 000 §5 "Rating slider: stars 1 to 5, step 1"), its amenity icons (codes `find-icons` gives), its
 * gallery (image URLs, in the order shown) and its videos (addresses of a supported host).
 */
export interface HotelContent {
  readonly descriptions: { readonly [L in Language]: string };
  readonly rating: number;
  readonly amenities: readonly string[];
  readonly gallery: readonly string[];
  readonly videos: readonly string[];
}

/** The most amenities, gallery images and videos a hotel keeps (ours). */
export const HOTEL_CONTENT_LIMITS = { amenities: 40, gallery: 40, videos: 10 } as const;

/** The fields one audit entry names: a description per language, or one of the others. */
export const HOTEL_CONTENT_FIELDS = [
  "description.es",
  "description.en",
  "description.pt",
  "rating",
  "amenities",
  "gallery",
  "videos",
] as const;
export type HotelContentField = (typeof HOTEL_CONTENT_FIELDS)[number];

/** What a save may use besides the payload: the icon codes that exist, and the images this hotel has. */
export interface HotelContentContext {
  readonly iconCodes: ReadonlySet<string>;
  readonly imageUrls: ReadonlySet<string>;
}

const stringsIn = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.every((item) => typeof item === "string") ? value : undefined;

const listIssues = (
  field: "amenities" | "gallery" | "videos",
  items: readonly string[] | undefined,
  known: (item: string) => boolean,
  unknownKey: "admin.hotels.issue.unknownIcon" | "admin.hotels.issue.unknownImage",
): AdminIssue[] => {
  if (items === undefined) return [adminIssue(field, "admin.hotels.issue.invalid")];
  const max = HOTEL_CONTENT_LIMITS[field];
  if (items.length > max) return [adminIssue(field, "admin.hotels.issue.tooMany", { max })];
  return items.some((item) => !known(item)) ? [adminIssue(field, unknownKey)] : [];
};

/**
 * Reads a hotel's content from a save's payload, as the server does before storing it: each description sanitised
 * ({@link sanitizeRichText}) and at most {@link RICH_TEXT_MAX_LENGTH} characters, the rating on the slider's stops,
 * amenities among the known icons, gallery images among the hotel's own, each video of a supported host ('Video URL
 * not supported', 'Missing video URL'); duplicates in a list are dropped. Every failing field at once.
 *
 * @example validateHotelContent({ ...content, rating: 6 }, context) // Result.fail([{ field: "rating", key: "admin.hotels.issue.rating" }])
 */
export const validateHotelContent = (
  input: unknown,
  context: HotelContentContext,
): Result.Result<HotelContent, readonly AdminIssue[]> => {
  if (!isRecord(input)) return Result.fail([adminIssue("content", "admin.hotels.issue.invalid")]);
  const issues: AdminIssue[] = [];
  const rawDescriptions = isRecord(input.descriptions) ? input.descriptions : {};
  const descriptions = {} as Record<Language, string>;
  for (const language of LANGUAGES) {
    const raw = rawDescriptions[language];
    if (typeof raw !== "string") issues.push(adminIssue(`description.${language}`, "admin.hotels.issue.invalid"));
    const clean = sanitizeRichText(typeof raw === "string" ? raw : "");
    if (clean.length > RICH_TEXT_MAX_LENGTH)
      issues.push(
        adminIssue(`description.${language}`, "admin.hotels.issue.descriptionTooLong", { max: RICH_TEXT_MAX_LENGTH }),
      );
    descriptions[language] = clean;
  }
  const rating = typeof input.rating === "number" ? input.rating : Number.NaN;
  if (validateRatingSlider(rating).length > 0) issues.push(adminIssue("rating", "admin.hotels.issue.rating"));
  const amenities = stringsIn(input.amenities);
  issues.push(
    ...listIssues("amenities", amenities, (code) => context.iconCodes.has(code), "admin.hotels.issue.unknownIcon"),
  );
  const gallery = stringsIn(input.gallery);
  issues.push(
    ...listIssues("gallery", gallery, (url) => context.imageUrls.has(url), "admin.hotels.issue.unknownImage"),
  );
  const videos = stringsIn(input.videos)?.map((url) => url.trim());
  if (videos === undefined) issues.push(adminIssue("videos", "admin.hotels.issue.invalid"));
  else if (videos.length > HOTEL_CONTENT_LIMITS.videos)
    issues.push(adminIssue("videos", "admin.hotels.issue.tooMany", { max: HOTEL_CONTENT_LIMITS.videos }));
  else {
    const [videoIssue] = videos.flatMap(validateVideoUrl);
    if (videoIssue !== undefined)
      issues.push(
        adminIssue(
          "videos",
          videoIssue.key === "forms.videoMissing"
            ? "admin.hotels.issue.videoMissing"
            : "admin.hotels.issue.videoUnsupported",
        ),
      );
  }
  if (issues.length > 0) return Result.fail(issues);
  return Result.succeed({
    descriptions,
    rating,
    amenities: [...new Set(amenities)],
    gallery: [...new Set(gallery)],
    videos: [...new Set(videos)],
  });
};

/** A hotel field's value as the audit list keeps it: a description's HTML, the rating's digit, a list as JSON. */
export const hotelFieldValue = (content: HotelContent, field: HotelContentField): string => {
  if (field === "description.es" || field === "description.en" || field === "description.pt")
    return content.descriptions[field.slice("description.".length) as Language];
  if (field === "rating") return String(content.rating);
  return JSON.stringify(content[field]);
};

/** One field's change between two versions of a hotel's content, as one audit entry records it. */
export interface HotelContentChange {
  readonly field: HotelContentField;
  readonly before: string;
  readonly after: string;
}

/**
 * The fields that differ between two versions of a hotel's content, in {@link HOTEL_CONTENT_FIELDS}' order.
 *
 * @example hotelContentChanges(saved, { ...saved, rating: 5 }) // [{ field: "rating", before: "4", after: "5" }]
 */
export const hotelContentChanges = (before: HotelContent, after: HotelContent): HotelContentChange[] =>
  HOTEL_CONTENT_FIELDS.flatMap((field) => {
    const [was, is] = [hotelFieldValue(before, field), hotelFieldValue(after, field)];
    return was === is ? [] : [{ field, before: was, after: is }];
  });

const isHotelContentField = (field: string): field is HotelContentField =>
  (HOTEL_CONTENT_FIELDS as readonly string[]).includes(field);

const withField = (content: HotelContent, field: HotelContentField, value: string): HotelContent | undefined => {
  if (field === "description.es" || field === "description.en" || field === "description.pt") {
    const language = field.slice("description.".length) as Language;
    return { ...content, descriptions: { ...content.descriptions, [language]: value } };
  }
  if (field === "rating") {
    const rating = Number(value);
    return validateRatingSlider(rating).length === 0 ? { ...content, rating } : undefined;
  }
  try {
    const list = stringsIn(JSON.parse(value));
    return list === undefined ? undefined : { ...content, [field]: list };
  } catch {
    return undefined;
  }
};

/**
 * What undoing a hotel's audit entry gives: the content with the entry's field back to its `before`, and the change
 * to record. Refused when undone already, or when the field changed again since (its value is not the entry's
 * `after`), as a portal setting's undo is.
 *
 * @example undoHotelChange({ ...saved, rating: 5 }, { field: "rating", before: "4", after: "5", undoneBy: null })
 */
export const undoHotelChange = (
  current: HotelContent,
  entry: {
    readonly field: string;
    readonly before: unknown;
    readonly after: unknown;
    readonly undoneBy: string | null;
  },
): Result.Result<{ readonly content: HotelContent; readonly change: HotelContentChange }, UndoRefusal> => {
  if (entry.undoneBy !== null) return Result.fail({ reason: "alreadyUndone" });
  const { field, before, after } = entry;
  if (!isHotelContentField(field) || typeof before !== "string" || hotelFieldValue(current, field) !== after)
    return Result.fail({ reason: "changedSince" });
  const content = withField(current, field, before);
  if (content === undefined) return Result.fail({ reason: "changedSince" });
  return Result.succeed({ content, change: { field, before: after, after: before } });
};
