import * as Result from "effect/Result";
import { isThumbnailFileName } from "../../validation/thumbnailFile.js";

// The rules of an image the back office receives (a hotel's gallery, the home's background images): what it is is
// read from its first bytes, never from its name or the browser's word; its name must still end in an accepted
// extension, so a file is refused before upload as it would be after.

/** The image formats the back office accepts. Spec 000 §5: "Uploaded image thumbnails accept only jpg, png, jpeg, bmp, gif". */
export const UPLOAD_IMAGE_TYPES = ["jpeg", "png", "gif", "bmp"] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

/** The content type each accepted format is served with, and the extension it is stored under. */
export const UPLOAD_IMAGE_FORMATS: {
  readonly [T in UploadImageType]: { readonly contentType: string; readonly extension: string };
} = {
  jpeg: { contentType: "image/jpeg", extension: "jpg" },
  png: { contentType: "image/png", extension: "png" },
  gif: { contentType: "image/gif", extension: "gif" },
  bmp: { contentType: "image/bmp", extension: "bmp" },
};

/** The largest image accepted, in bytes (ours: 10 MB holds any photograph a web page shows). */
export const UPLOAD_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** How many of a file's first bytes {@link sniffUpload} reads: enough for every signature it knows. */
export const UPLOAD_SNIFF_BYTES = 512;

/** What a file's first bytes say it is: an accepted image, an SVG, something that runs, or none of these. */
export type UploadContent =
  | { readonly kind: "image"; readonly type: UploadImageType }
  | { readonly kind: "svg" }
  | { readonly kind: "executable" }
  | { readonly kind: "unknown" };

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

/** Magic numbers of the accepted formats (JPEG SOI + marker, PNG, GIF87a/89a, BMP's "BM" with a sane header size). */
const IMAGE_SIGNATURES: ReadonlyArray<readonly [UploadImageType, (bytes: Uint8Array) => boolean]> = [
  ["jpeg", (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff])],
  ["png", (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ["gif", (bytes) => startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))],
  // BMP: "BM", then the DIB header's size at byte 14 is one of the known ones (12, 40, 52, 56, 64, 108, 124).
  ["bmp", (bytes) => startsWith(bytes, ascii("BM")) && [12, 40, 52, 56, 64, 108, 124].includes(bytes[14] ?? -1)],
];

/** Programs and archives, by their magic numbers: Windows (MZ), ELF, Mach-O, Java class, ZIP (jar, apk, docm). */
const EXECUTABLE_SIGNATURES: readonly (readonly number[])[] = [
  ascii("MZ"),
  [0x7f, 0x45, 0x4c, 0x46],
  [0xfe, 0xed, 0xfa, 0xce],
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xcf, 0xfa, 0xed, 0xfe],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xca, 0xfe, 0xba, 0xbe],
  [0x50, 0x4b, 0x03, 0x04],
  ascii("#!"),
];

/** Text that a server or a browser runs: PHP, ASP/JSP, HTML, script. Read case-insensitively, anywhere in the head. */
const EXECUTABLE_TEXT = /<\?php|<\?=|<%|<script|<html|<!doctype\s+html|<iframe|<object|<embed|javascript:/i;
const SVG_TEXT = /<svg[\s>/]|<!doctype\s+svg/i;

const textOfHead = (bytes: Uint8Array): string => {
  let text = "";
  for (let index = 0; index < Math.min(bytes.length, UPLOAD_SNIFF_BYTES); index += 1) {
    text += String.fromCharCode(bytes[index] ?? 0);
  }
  return text;
};

/**
 * What a file is, from its first bytes ({@link UPLOAD_SNIFF_BYTES} are enough): an accepted image by its magic
 * number, else an SVG, else a program or server/browser code, else unknown. An image's magic number wins, so a real
 * photograph is never refused for bytes that happen to spell `<%` inside it.
 *
 * @example sniffUpload(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])) // { kind: "image", type: "jpeg" }
 * @example sniffUpload(bytesOf("<?php system($_GET['c']);")) // { kind: "executable" }
 */
export const sniffUpload = (head: Uint8Array): UploadContent => {
  const image = IMAGE_SIGNATURES.find(([, matches]) => matches(head));
  if (image !== undefined) return { kind: "image", type: image[0] };
  if (EXECUTABLE_SIGNATURES.some((signature) => startsWith(head, signature))) return { kind: "executable" };
  const text = textOfHead(head);
  if (SVG_TEXT.test(text)) return { kind: "svg" };
  if (EXECUTABLE_TEXT.test(text)) return { kind: "executable" };
  return { kind: "unknown" };
};

/** Why an upload is refused, with what the message needs. */
export type UploadRefusal =
  | { readonly reason: "empty" }
  | { readonly reason: "tooLarge"; readonly sizeMb: number; readonly maxMb: number }
  /** The name does not end in jpg, png, jpeg, bmp or gif. */
  | { readonly reason: "extension" }
  | { readonly reason: "svg" }
  | { readonly reason: "executable" }
  /** The name says image, the content is no image the portal accepts. */
  | { readonly reason: "notAnImage" };

/** An accepted upload: its format by content, and the content type and extension it is stored and served with. */
export interface AcceptedUpload {
  readonly type: UploadImageType;
  readonly contentType: string;
  readonly extension: string;
}

/** A file as the rule reads it: its name, its size in bytes, and its first bytes (at least {@link UPLOAD_SNIFF_BYTES}, or all of it). */
export interface UploadCandidate {
  readonly name: string;
  readonly size: number;
  readonly head: Uint8Array;
}

const megabytes = (bytes: number): number => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/**
 * Checks an uploaded image before it is stored (the browser runs it before sending, the server again on receipt):
 * not empty, at most `maxBytes`, SVG and anything executable refused by content whatever its name, then a name
 * ending in jpg, png, jpeg, bmp or gif (spec 000 §5) and content that is one of those formats. A name and content of
 * two different accepted formats (a PNG named `.jpg`) pass: the content decides the type it is stored and served as.
 *
 * @example checkImageUpload({ name: "shell.jpg", size: 13, head: bytesOf("<?php echo 1;") }) // Result.fail({ reason: "executable" })
 */
export const checkImageUpload = (
  file: UploadCandidate,
  maxBytes: number = UPLOAD_IMAGE_MAX_BYTES,
): Result.Result<AcceptedUpload, UploadRefusal> => {
  if (file.size <= 0 || file.head.length === 0) return Result.fail({ reason: "empty" });
  if (file.size > maxBytes)
    return Result.fail({ reason: "tooLarge", sizeMb: megabytes(file.size), maxMb: megabytes(maxBytes) });
  const content = sniffUpload(file.head);
  if (content.kind === "svg" || content.kind === "executable") return Result.fail({ reason: content.kind });
  if (!isThumbnailFileName(file.name)) return Result.fail({ reason: "extension" });
  if (content.kind !== "image") return Result.fail({ reason: "notAnImage" });
  return Result.succeed({ type: content.type, ...UPLOAD_IMAGE_FORMATS[content.type] });
};

/** The back-office message key of each refusal (texts in es, en and pt with the other admin texts). */
export const uploadRefusalKey = (refusal: UploadRefusal) => `admin.upload.${refusal.reason}` as const;
