import { fc, test } from "@fast-check/vitest";
import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import { THUMBNAIL_EXTENSIONS } from "../../validation/thumbnailFile.js";
import {
  checkImageUpload,
  sniffUpload,
  UPLOAD_IMAGE_FORMATS,
  UPLOAD_IMAGE_MAX_BYTES,
  type UploadImageType,
  uploadRefusalKey,
} from "./imageUpload.js";

/** Bytes of text (one byte per character, as Latin-1) and numbers. */
const bytes = (...parts: (string | readonly number[])[]): Uint8Array =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === "string" ? [...part].map((char) => char.charCodeAt(0) & 0xff) : [...part],
    ),
  );

/** The first bytes of each accepted format, as a real file of it begins. */
const HEADS: { readonly [T in UploadImageType]: Uint8Array } = {
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], "JFIF"),
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], "IHDR"),
  gif: bytes("GIF89a", [1, 0, 1, 0, 0x80, 0, 0]),
  bmp: bytes("BM", [0x46, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0, 40, 0, 0, 0]),
};

const arbType = fc.constantFrom<UploadImageType>("jpeg", "png", "gif", "bmp");
const arbTail = fc.uint8Array({ maxLength: 600 });
const arbBase = fc.stringMatching(/^[A-Za-z0-9 _-]{1,20}$/);
const arbExtension = fc.constantFrom(...THUMBNAIL_EXTENSIONS).chain((ext) => fc.constantFrom(ext, ext.toUpperCase()));
const arbSize = fc.integer({ min: 1, max: UPLOAD_IMAGE_MAX_BYTES });
const withTail = (head: Uint8Array, tail: Uint8Array) => new Uint8Array([...head, ...tail]);

describe("sniffUpload", () => {
  test.prop([arbType, arbTail], { numRuns: 1000 })(
    "reads each accepted format by its magic number, whatever follows",
    (type, tail) => {
      expect(sniffUpload(withTail(HEADS[type], tail))).toEqual({ kind: "image", type });
    },
  );

  test.prop(
    [
      fc.constantFrom("<svg xmlns='http://www.w3.org/2000/svg'>", '<?xml version="1.0"?>\n<svg>', "<!DOCTYPE svg>"),
      arbTail,
    ],
    {
      numRuns: 1000,
    },
  )("calls SVG an SVG, with or without an XML prologue", (start, tail) => {
    expect(sniffUpload(withTail(bytes(start), tail)).kind).toBe("svg");
  });

  test.prop(
    [
      fc.constantFrom(
        "<?php system($_GET['c']); ?>",
        "<?= `id` ?>",
        "<% eval %>",
        "<script>alert(1)</script>",
        "<html>",
        "MZ\x90\x00",
        "\x7fELF",
        "#!/bin/sh",
        "PK\x03\x04",
      ),
      fc.stringMatching(/^[ \n\t]{0,5}$/),
      arbTail,
    ],
    { numRuns: 1000 },
  )("calls programs, archives and server or browser code executable", (start, spaces, tail) => {
    const head = start.startsWith("<") ? spaces + start : start;
    expect(sniffUpload(withTail(bytes(head), tail)).kind).toBe("executable");
  });

  it("knows no format in text or noise that names none", () => {
    expect(sniffUpload(bytes("hello, world"))).toEqual({ kind: "unknown" });
    expect(sniffUpload(bytes("BM", [1, 2, 3]))).toEqual({ kind: "unknown" });
    expect(sniffUpload(new Uint8Array())).toEqual({ kind: "unknown" });
  });
});

describe("checkImageUpload", () => {
  test.prop([arbType, arbBase, arbExtension, arbSize, arbTail], { numRuns: 1000 })(
    "accepts an image of an accepted format with an accepted name, typed by its content",
    (type, base, extension, size, tail) => {
      const result = checkImageUpload({ name: `${base}.${extension}`, size, head: withTail(HEADS[type], tail) });
      expect(result).toEqual(Result.succeed({ type, ...UPLOAD_IMAGE_FORMATS[type] }));
    },
  );

  test.prop(
    [
      arbType,
      arbBase,
      arbExtension,
      fc.integer({ min: 1, max: 50 * 1024 * 1024 }),
      fc.integer({ min: 1, max: 40 * 1024 * 1024 }),
    ],
    {
      numRuns: 1000,
    },
  )("refuses a file over the limit, naming its size and the limit in MB", (type, base, extension, size, max) => {
    const result = checkImageUpload({ name: `${base}.${extension}`, size, head: HEADS[type] }, max);
    if (size <= max) expect(Result.isSuccess(result)).toBe(true);
    else {
      expect(result).toEqual(
        Result.fail({ reason: "tooLarge", sizeMb: expect.any(Number), maxMb: expect.any(Number) }),
      );
      if (Result.isFailure(result) && result.failure.reason === "tooLarge")
        expect(result.failure.sizeMb).toBeGreaterThanOrEqual(result.failure.maxMb);
    }
  });

  test.prop(
    [
      arbType,
      arbBase,
      fc.stringMatching(/^[a-z]{1,4}$/).filter((ext) => !(THUMBNAIL_EXTENSIONS as readonly string[]).includes(ext)),
    ],
    {
      numRuns: 1000,
    },
  )(
    "refuses a name that does not end in jpg, png, jpeg, bmp or gif, even when the content is an image",
    (type, base, ext) => {
      expect(checkImageUpload({ name: `${base}.${ext}`, size: 100, head: HEADS[type] })).toEqual(
        Result.fail({ reason: "extension" }),
      );
    },
  );

  it("refuses a PHP script renamed .jpg, an SVG with a script, a program and noise, each with its own reason", () => {
    const php = bytes("<?php echo shell_exec($_GET['cmd']); ?>");
    expect(checkImageUpload({ name: "foto.jpg", size: php.length, head: php })).toEqual(
      Result.fail({ reason: "executable" }),
    );
    const svg = bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(checkImageUpload({ name: "logo.png", size: svg.length, head: svg })).toEqual(Result.fail({ reason: "svg" }));
    expect(checkImageUpload({ name: "logo.svg", size: svg.length, head: svg })).toEqual(Result.fail({ reason: "svg" }));
    expect(checkImageUpload({ name: "setup.gif", size: 4, head: bytes("MZ", [0x90, 0]) })).toEqual(
      Result.fail({ reason: "executable" }),
    );
    expect(checkImageUpload({ name: "notes.png", size: 5, head: bytes("notes") })).toEqual(
      Result.fail({ reason: "notAnImage" }),
    );
    expect(checkImageUpload({ name: "empty.png", size: 0, head: new Uint8Array() })).toEqual(
      Result.fail({ reason: "empty" }),
    );
  });

  it("refuses a 30 MB image with the default limit of 10 MB", () => {
    const result = checkImageUpload({ name: "huge.jpg", size: 30 * 1024 * 1024, head: HEADS.jpeg });
    expect(result).toEqual(Result.fail({ reason: "tooLarge", sizeMb: 30, maxMb: 10 }));
  });

  it("names each refusal's message key", () => {
    expect(uploadRefusalKey({ reason: "svg" })).toBe("admin.upload.svg");
    expect(uploadRefusalKey({ reason: "tooLarge", sizeMb: 30, maxMb: 10 })).toBe("admin.upload.tooLarge");
  });
});
