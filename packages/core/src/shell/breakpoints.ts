/**
 * The spec's viewport breakpoints in CSS pixels: the one table that TypeScript compares widths with and that CSS
 * reads as custom media queries (see {@link breakpointCustomMedia}), so a media query and a width check never
 * disagree. Spec 000 §9: "Breakpoints: phone below 768, tablet below 991; … calendar mobile at 768"; spec 002 §2:
 * "Mobile (width up to 768 px) is full-screen" (the date-range calendar).
 */
export const BREAKPOINTS = {
  /** A window narrower than this is a phone's (spec 000 §9 "phone below 768"). */
  phone: 768,
  /** A window narrower than this and not a phone's is a tablet's; from it on, a desktop's ("tablet below 991"). */
  tablet: 991,
} as const;

/**
 * The media queries over {@link BREAKPOINTS}, by name: CSS writes `@media (--phone)` (the custom media name is the
 * key in kebab case), `matchMedia` takes the query itself. Range syntax, so a fractional width (a zoomed page) falls
 * on exactly one side of each breakpoint.
 *
 * @example BREAKPOINT_MEDIA.phone // "(width < 768px)"
 */
export const BREAKPOINT_MEDIA = {
  /** Phones. */
  phone: `(width < ${BREAKPOINTS.phone}px)`,
  /** Everything but phones: tablets and desktops. */
  abovePhone: `(width >= ${BREAKPOINTS.phone}px)`,
  /** Phones and tablets. */
  belowDesktop: `(width < ${BREAKPOINTS.tablet}px)`,
  /** Desktops. */
  desktop: `(width >= ${BREAKPOINTS.tablet}px)`,
  /** The date-range calendar's full-screen sheet: "width up to 768 px", the phone breakpoint included. */
  calendarSheet: `(width <= ${BREAKPOINTS.phone}px)`,
} as const;

const kebabCase = (name: string): string => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * {@link BREAKPOINT_MEDIA} as CSS `@custom-media` rules, one per line: the text of the stylesheet that the portal's
 * CSS modules read their breakpoints from.
 *
 * @example breakpointCustomMedia() // "@custom-media --phone (width < 768px);\n@custom-media --above-phone …"
 */
export const breakpointCustomMedia = (): string =>
  Object.entries(BREAKPOINT_MEDIA)
    .map(([name, query]) => `@custom-media --${kebabCase(name)} ${query};\n`)
    .join("");
