import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { parseVideoUrl, validateVideoUrl } from "./videoUrl.js";

const youtubeId = fc.stringMatching(/^[A-Za-z0-9_-]{11}$/);
const vimeoId = fc.stringMatching(/^[1-9]\d{5,9}$/);

describe("validateVideoUrl", () => {
  it("recognises YouTube and Vimeo addresses", () => {
    expect(parseVideoUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10")).toEqual({
      host: "youtube",
      id: "dQw4w9WgXcQ",
    });
    expect(parseVideoUrl("https://youtu.be/dQw4w9WgXcQ")).toEqual({ host: "youtube", id: "dQw4w9WgXcQ" });
    expect(parseVideoUrl("//www.youtube-nocookie.com/embed/dQw4w9WgXcQ")).toEqual({
      host: "youtube",
      id: "dQw4w9WgXcQ",
    });
    expect(parseVideoUrl("https://vimeo.com/76979871")).toEqual({ host: "vimeo", id: "76979871" });
    expect(parseVideoUrl("https://player.vimeo.com/video/76979871?autoplay=1")).toEqual({
      host: "vimeo",
      id: "76979871",
    });
  });

  it("answers 'Missing video URL' and 'Video URL not supported'", () => {
    expect(validateVideoUrl(" ")).toEqual([{ path: ["url"], key: "forms.videoMissing" }]);
    for (const url of [
      "https://example.com/v.mp4",
      "https://youtube.com.evil.io/watch?v=dQw4w9WgXcQ",
      "youtube",
      "https://vimeo.com/about",
    ]) {
      expect(validateVideoUrl(url)).toEqual([{ path: ["url"], key: "forms.videoUnsupported" }]);
    }
  });

  test.prop([youtubeId, vimeoId, fc.constantFrom("https:", "http:", "")], { numRuns: 1000 })(
    "every address form of both hosts gives back its id",
    (yt, vm, scheme) => {
      for (const url of [
        `${scheme}//www.youtube.com/watch?v=${yt}`,
        `${scheme}//youtu.be/${yt}`,
        `${scheme}//youtube.com/shorts/${yt}`,
      ]) {
        expect(parseVideoUrl(url)).toEqual({ host: "youtube", id: yt });
        expect(validateVideoUrl(url)).toEqual([]);
      }
      expect(parseVideoUrl(`${scheme}//vimeo.com/${vm}`)).toEqual({ host: "vimeo", id: vm });
    },
  );

  test.prop([fc.string()], { numRuns: 1000 })("any text gives exactly zero or one issue, never throws", (url) => {
    expect(validateVideoUrl(url).length).toBeLessThanOrEqual(1);
  });
});
