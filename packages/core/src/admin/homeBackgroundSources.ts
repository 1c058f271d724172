import type { Language } from "../locale/language.js";
import { BREAKPOINT_MEDIA } from "../shell/breakpoints.js";

// The home's background images (spec 000 §2 "a per-product background image (not shown on phones)"; issue 40 "home
// search images per product, device and language"). One decision, here: each product's box has one image per device
// and language at a stable address; the portal's markup names that address (a `<picture>` with a source per device,
// none for phones), and the API behind it answers with the uploaded image or the product's default
// (`homeBackgroundTarget`). The home needs no call and no script to show it, and the browser asks for the image with
// the document. This module is what the home page bundles; the back office's side is homeBackgrounds.ts.

/** The devices with a background image; phones show none (spec 000 §2). */
export const HOME_BACKGROUND_DEVICES = ["desktop", "tablet"] as const;
export type HomeBackgroundDevice = (typeof HOME_BACKGROUND_DEVICES)[number];

/** One background slot: a product's box, on a device, in a language. */
export interface HomeBackgroundSlot {
  readonly pageCode: string;
  readonly device: HomeBackgroundDevice;
  readonly language: Language;
}

/** Where the slots' addresses and the defaults live. */
export const HOME_BACKGROUND_PREFIX = "/images/home/";

/**
 * The stable address of a slot's image, `/images/home/{pageCode}/{device}/{language}`: the demo API (or the booking
 * API the portal forwards `/images/` to) answers it with a redirect to the image the slot holds, never cached, so an
 * upload shows on the next page load.
 *
 * @example homeBackgroundPath({ pageCode: "hotels", device: "desktop", language: "es" }) // "/images/home/hotels/desktop/es"
 */
export const homeBackgroundPath = (slot: HomeBackgroundSlot): string =>
  `${HOME_BACKGROUND_PREFIX}${slot.pageCode}/${slot.device}/${slot.language}`;

/** One `<source>` of the home's `<picture>`: the media query it answers and the address it names. */
export interface HomeBackgroundSource {
  readonly media: string;
  readonly srcSet: string;
}

/**
 * The home's `<picture>` sources for a product's box in a language: desktops, then tablets. A phone matches neither,
 * and the `<img>` beside them names no file, so a phone downloads nothing (spec 000 §2 "not shown on phones").
 *
 * @example homeBackgroundSources("hotels", "en")[0] // { media: "(width >= 991px)", srcSet: "/images/home/hotels/desktop/en" }
 */
export const homeBackgroundSources = (pageCode: string, language: Language): readonly HomeBackgroundSource[] => [
  { media: BREAKPOINT_MEDIA.desktop, srcSet: homeBackgroundPath({ pageCode, device: "desktop", language }) },
  {
    media: `${BREAKPOINT_MEDIA.abovePhone} and ${BREAKPOINT_MEDIA.belowDesktop}`,
    srcSet: homeBackgroundPath({ pageCode, device: "tablet", language }),
  },
];
