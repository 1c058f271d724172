import type { PortalFeatureFlags } from "../api/portalFeatureFlags.js";

/** The e-mail variants a hotel's share menu offers: the plain mail always, the one with the hotel's PDF or not. */
export interface HotelShareEmailVariants {
  readonly plain: true;
  readonly withPdf: boolean;
}

/**
 * Which e-mail variants the share menu and its dialog offer (spec 001 §1 feature flags: `mailIncludesPDF`; §2
 * "share (… e-mail with or without PDF …)"): the mail with the hotel's PDF only when the portal's flag says so; an
 * unknown flag (config not loaded, or not sent) offers the plain mail only.
 *
 * @example hotelShareEmailVariants({ mailIncludesPDF: true }) // { plain: true, withPdf: true }
 * @example hotelShareEmailVariants({}) // { plain: true, withPdf: false }
 */
export const hotelShareEmailVariants = (
  flags: Pick<PortalFeatureFlags, "mailIncludesPDF">,
): HotelShareEmailVariants => ({ plain: true, withPdf: flags.mailIncludesPDF === true });
