// Last step of `npm run build`: writes `dist/assets/{file}.br` beside every hashed script, stylesheet and SVG, compressed
// once with Brotli at its best quality, so the portal's server sends those bytes (`Content-Encoding: br`) to browsers
// that accept them instead of gzipping each file on every request. Brotli at quality 11 is ~12% smaller than gzip on
// the portal's scripts (2026-11-29: 566 KB gzip, 500 KB Brotli, all assets), too slow to do per request, instant to
// serve once done. A file is left alone when Brotli would not make it smaller.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";

const assets = resolve(dirname(fileURLToPath(import.meta.url)), "../dist/assets");
const COMPRESSIBLE = /\.(js|css|svg|json)$/;
const compress = promisify(brotliCompress);

const files = (await readdir(assets)).filter((name) => COMPRESSIBLE.test(name));
let before = 0;
let after = 0;
await Promise.all(
  files.map(async (name) => {
    const content = await readFile(resolve(assets, name));
    const compressed = await compress(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: name.endsWith(".svg")
          ? constants.BROTLI_MODE_GENERIC
          : constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    if (compressed.length >= content.length) return;
    before += content.length;
    after += compressed.length;
    await writeFile(resolve(assets, `${name}.br`), compressed);
  }),
);
console.log(
  `precompress: ${files.length} assets, ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB Brotli`,
);
