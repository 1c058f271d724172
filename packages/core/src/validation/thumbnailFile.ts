import { type ValidationIssue, validationIssue } from "./validationIssue.js";

/** Spec 000 §5: "Uploaded image thumbnails accept only jpg, png, jpeg, bmp, gif". */
export const THUMBNAIL_EXTENSIONS = ["jpg", "png", "jpeg", "bmp", "gif"] as const;

/**
 * True when a file name ends in an accepted image extension (any letter case).
 *
 * @example isThumbnailFileName("Playa.JPG") // true
 */
export const isThumbnailFileName = (fileName: string): boolean => {
  const dot = fileName.lastIndexOf(".");
  if (dot < 0) return false;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return (THUMBNAIL_EXTENSIONS as readonly string[]).includes(extension);
};

/**
 * The issue of an uploaded thumbnail whose extension is not accepted (message ours: the spec quotes none).
 *
 * @example validateThumbnailFile("notes.pdf") // [{ path: ["file"], key: "forms.thumbnailExtension" }]
 */
export const validateThumbnailFile = (fileName: string): ValidationIssue[] =>
  isThumbnailFileName(fileName) ? [] : [validationIssue(["file"], "forms.thumbnailExtension")];
