import { LANGUAGES } from "../locale/language.js";
import { HOME_BOX_PRODUCTS } from "../product/portalProducts.js";
import {
  HOME_BACKGROUND_DEVICES,
  HOME_BACKGROUND_PREFIX,
  type HomeBackgroundDevice,
  type HomeBackgroundSlot,
  homeBackgroundPath,
} from "./homeBackgroundSources.js";

// The back office's and the API's side of the home's background images (homeBackgroundSources.ts has the home's):
// the slots there are, the key each is stored and audited under, and what a slot's address leads to.

/** The page codes with a background image: each home box's (spec 000 §7 `getHomeSearchImage/{pageCode}`). */
export const HOME_BACKGROUND_PAGES: readonly string[] = HOME_BOX_PRODUCTS.map((entry) => entry.pageCode);

/** Every slot, product by product, then device, then language: what the back office lists. */
export const HOME_BACKGROUND_SLOTS: readonly HomeBackgroundSlot[] = HOME_BACKGROUND_PAGES.flatMap((pageCode) =>
  HOME_BACKGROUND_DEVICES.flatMap((device) => LANGUAGES.map((language) => ({ pageCode, device, language }))),
);

/** The key a slot is stored and audited under: `{pageCode}/{device}/{language}`. */
export const homeBackgroundKey = (slot: HomeBackgroundSlot): string =>
  homeBackgroundPath(slot).slice(HOME_BACKGROUND_PREFIX.length);

/**
 * Reads a slot's key (or, with the prefix, its address), refusing an unknown product, device or language.
 *
 * @example parseHomeBackgroundKey("flights/tablet/pt") // { pageCode: "flights", device: "tablet", language: "pt" }
 */
export const parseHomeBackgroundKey = (key: string): HomeBackgroundSlot | undefined => {
  const [pageCode, device, language, ...rest] = (
    key.startsWith(HOME_BACKGROUND_PREFIX) ? key.slice(HOME_BACKGROUND_PREFIX.length) : key
  ).split("/");
  if (rest.length > 0 || pageCode === undefined || !HOME_BACKGROUND_PAGES.includes(pageCode)) return undefined;
  const knownDevice = HOME_BACKGROUND_DEVICES.find((known) => known === device);
  const knownLanguage = LANGUAGES.find((known) => known === language);
  return knownDevice === undefined || knownLanguage === undefined
    ? undefined
    : { pageCode, device: knownDevice, language: knownLanguage };
};

/** The image a slot shows when none was uploaded: the product's default for the device (the API's own file). */
export const defaultHomeBackground = (pageCode: string, device: HomeBackgroundDevice): string =>
  `${HOME_BACKGROUND_PREFIX}${pageCode}-${device}.svg`;

/**
 * Where a slot's address leads: the uploaded image's address when one is saved (`uploaded`, "" for none), else the
 * product's default for the device.
 *
 * @example homeBackgroundTarget(slot, "") // "/images/home/hotels-desktop.svg"
 */
export const homeBackgroundTarget = (slot: HomeBackgroundSlot, uploaded: string): string =>
  uploaded === "" ? defaultHomeBackground(slot.pageCode, slot.device) : uploaded;
