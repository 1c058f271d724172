/**
 * The background a home search box shows when its image call fails.
 *
 * Spec 000 §8: "Home image failure: falls back to a default flights image". The image is the portal's own, served
 * under `/images/home/` (the demo API serves these files too); the shape is the image reply's `imgUrl` (spec 000 §7
 * "reply done, imgUrl{image, original}").
 */
export const DEFAULT_HOME_IMAGE = {
  image: "/images/home/flights-desktop.svg",
  original: "/images/home/flights-original.svg",
} as const;
