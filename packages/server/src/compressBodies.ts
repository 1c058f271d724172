import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/compress";
import { acceptsEncoding } from "./static/portal.js";

/**
 * Bodies below this size are sent as they are: the encoding's own header and the work cost more than they save
 * (most of the portal's modules are a few hundred bytes, and the build sends those it can shrink as Brotli copies).
 */
export const COMPRESS_MIN_BYTES = 1024;

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * The Brotli quality bodies are compressed at: as fast as gzip's default or faster, and smaller. Measured on the
 * portal's documents (2026-12-03, this machine): a bundle results page with its first reply, 126 KB, gzip 15,156 B in
 * 2.2 ms, Brotli 6 13,807 B in 1.2 ms (9: 13,501 B in 12.8 ms; 11: 12,007 B in 122 ms); the budget list's, 39 KB,
 * gzip 8,269 B, Brotli 6 7,681 B in 0.6 ms. Under about 14.6 KB a document arrives in the first round trip.
 */
const BROTLI_QUALITY = 6;

/** Which of its encodings the client takes: Brotli first, then gzip; undefined for neither. */
const encodingFor = (acceptEncoding: string | undefined): "br" | "gzip" | undefined =>
  acceptsEncoding(acceptEncoding, "br") ? "br" : acceptsEncoding(acceptEncoding, "gzip") ? "gzip" : undefined;

const compress = (encoding: "br" | "gzip", body: Uint8Array): Uint8Array<ArrayBuffer> =>
  new Uint8Array(
    encoding === "br"
      ? brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          },
        })
      : gzipSync(body),
  );

/**
 * Compresses a response's body in one synchronous step, Brotli for a client that takes it, else gzip, when the client
 * takes either, the body is text-like (Hono's list of
 * compressible types, which leaves out event streams), at least {@link COMPRESS_MIN_BYTES} long, not yet encoded (the
 * build's Brotli copies) and not marked `no-transform`; every such response gets its `Content-Length`.
 *
 * Why not `hono/compress`: it pipes every body through a web `CompressionStream`, whatever its size, because the
 * portal's bodies carry no `Content-Length` for its threshold to read. On this server that pipeline cost more than the
 * compression: a home page load (HTTPS, HTTP/2, over a hundred requests, most of them modules of a few hundred bytes)
 * spent a large share of the server's CPU in the compression streams (CPU profile), on the same cores as the browser
 * that was loading the page; and reading its body made every response a stream for `@hono/node-server` to
 * pump, where a body given whole is written at once. The portal's bodies are already whole in memory (files, JSON), so
 * buffering the ones to compress costs nothing, and the others are not touched.
 */
export const compressBodies = (): MiddlewareHandler => async (c, next) => {
  await next();
  const response = c.res;
  const type = response.headers.get("content-type") ?? "";
  if (
    c.req.method === "HEAD" ||
    // Never `response.body` or `statusText` here: on Node's server they turn the response into a stream to write.
    response.status === 204 ||
    response.status === 206 ||
    response.status === 304 ||
    response.headers.has("content-encoding") ||
    !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
    NO_TRANSFORM.test(response.headers.get("cache-control") ?? "")
  )
    return;
  const vary = response.headers.get("vary");
  if (vary !== "*" && !(vary !== null && VARY_ACCEPT_ENCODING.test(vary)))
    c.header("vary", vary === null ? "accept-encoding" : `${vary}, accept-encoding`);
  const length = response.headers.get("content-length");
  const encoding = encodingFor(c.req.header("accept-encoding"));
  if (encoding === undefined || (length !== null && Number(length) < COMPRESS_MIN_BYTES)) return;
  const body = new Uint8Array(await response.arrayBuffer());
  const compressed = body.byteLength >= COMPRESS_MIN_BYTES;
  const sent = compressed ? compress(encoding, body) : body;
  const headers = new Headers(c.res.headers);
  headers.set("content-length", String(sent.byteLength));
  if (compressed) {
    headers.set("content-encoding", encoding);
    const etag = headers.get("etag");
    if (etag !== null && !etag.startsWith("W/")) headers.set("etag", `W/${etag}`);
  }
  // Unset first: Hono would otherwise copy the consumed response's headers onto this one, its length among them.
  c.res = undefined;
  c.res = new Response(sent, { status: response.status, headers });
};
