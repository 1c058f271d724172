/**
 * The pixels of an uncompressed 24- or 32-bit BMP (BI_RGB or BI_BITFIELDS with the usual masks) as RGB rows top
 * down, for sharp, which reads no BMP. Anything else (palettes, RLE) is `undefined`: the upload is then refused as
 * unreadable.
 */
export const bmpPixels = (
  file: Uint8Array,
): { readonly width: number; readonly height: number; readonly rgb: Uint8Array } | undefined => {
  if (file.length < 54 || file[0] !== 0x42 || file[1] !== 0x4d) return undefined;
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const offset = view.getUint32(10, true);
  const width = view.getInt32(18, true);
  const rawHeight = view.getInt32(22, true);
  const bits = view.getUint16(28, true);
  const compression = view.getUint32(30, true);
  const height = Math.abs(rawHeight);
  if (width <= 0 || height === 0 || width * height > 40_000_000) return undefined;
  if ((bits !== 24 && bits !== 32) || (compression !== 0 && compression !== 3)) return undefined;
  const bytesPerPixel = bits / 8;
  const stride = Math.ceil((width * bytesPerPixel) / 4) * 4;
  if (offset + stride * height > file.length) return undefined;
  const rgb = new Uint8Array(width * height * 3);
  for (let row = 0; row < height; row += 1) {
    const source = offset + (rawHeight > 0 ? height - 1 - row : row) * stride;
    for (let column = 0; column < width; column += 1) {
      const at = source + column * bytesPerPixel;
      const to = (row * width + column) * 3;
      rgb[to] = file[at + 2] ?? 0;
      rgb[to + 1] = file[at + 1] ?? 0;
      rgb[to + 2] = file[at] ?? 0;
    }
  }
  return { width, height, rgb };
};
