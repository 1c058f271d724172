/**
 * The photo a gallery shows after moving `delta` photos from `index` among `count`, wrapping at both ends (the
 * detail pages' gallery: 'Foto anterior' from the first photo shows the last). 0 when there are no photos.
 *
 * @example galleryIndexStep(0, 5, -1) // 4
 * @example galleryIndexStep(4, 5, 1) // 0
 */
export const galleryIndexStep = (index: number, count: number, delta: number): number =>
  count <= 0 ? 0 : (((index + delta) % count) + count) % count;
