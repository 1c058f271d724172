import { textOf } from "../internal/outsideInput.js";
import { isBlank } from "./internal/formRules.js";
import { type ValidationIssue, validationIssue } from "./validationIssue.js";

/** The video hosts the portal embeds. The spec says only "a supported host"; we support YouTube and Vimeo. */
export type VideoHost = "youtube" | "vimeo";

/** A recognised video: its host and the host's video id. */
export interface VideoReference {
  readonly host: VideoHost;
  readonly id: string;
}

const PREFIX = String.raw`^(?:https?:)?\/\/(?:www\.|m\.)?`;
const END = "(?:[?&#/].*)?$";
const VIDEO_PATTERNS: ReadonlyArray<readonly [VideoHost, RegExp]> = [
  ["youtube", new RegExp(`${PREFIX}youtube\\.com\\/watch\\?(?:.*&)?v=([\\w-]{6,20})${END}`, "i")],
  ["youtube", new RegExp(`${PREFIX}youtube(?:-nocookie)?\\.com\\/(?:embed|shorts|live|v)\\/([\\w-]{6,20})${END}`, "i")],
  ["youtube", new RegExp(`${PREFIX}youtu\\.be\\/([\\w-]{6,20})${END}`, "i")],
  ["vimeo", new RegExp(`${PREFIX}vimeo\\.com\\/(?:channels\\/[\\w-]+\\/)?(\\d{4,12})${END}`, "i")],
  ["vimeo", new RegExp(`${PREFIX}player\\.vimeo\\.com\\/video\\/(\\d{4,12})${END}`, "i")],
];

/**
 * Recognises a YouTube (`youtube.com/watch?v=`, `youtu.be/`, `/embed/`, `/shorts/`, `/live/`, youtube-nocookie)
 * or Vimeo (`vimeo.com/123`, `vimeo.com/channels/x/123`, `player.vimeo.com/video/123`) address. Never throws.
 *
 * @example parseVideoUrl("https://youtu.be/dQw4w9WgXcQ") // { host: "youtube", id: "dQw4w9WgXcQ" }
 */
export const parseVideoUrl = (url: string): VideoReference | undefined => {
  const text = textOf(url)?.trim() ?? "";
  for (const [host, pattern] of VIDEO_PATTERNS) {
    const id = pattern.exec(text)?.[1];
    if (id !== undefined) return { host, id };
  }
  return undefined;
};

/**
 * The issue of a video address: spec 000 §5 "Video URLs must be of a supported host: otherwise 'Video URL not
 * supported' or 'Missing video URL'" (the latter for an empty address).
 *
 * @example validateVideoUrl("") // [{ path: ["url"], key: "forms.videoMissing" }]
 * @example validateVideoUrl("https://example.com/v.mp4") // [{ path: ["url"], key: "forms.videoUnsupported" }]
 */
export const validateVideoUrl = (url: string): ValidationIssue[] => {
  if (typeof url !== "string" || isBlank(url)) return [validationIssue(["url"], "forms.videoMissing")];
  return parseVideoUrl(url) === undefined ? [validationIssue(["url"], "forms.videoUnsupported")] : [];
};
