/**
 * Runs in a worker (`warmDisplayNames`): builds `Intl.DisplayNames` once per language and type, then says so. The
 * first `Intl.DisplayNames` of a page loads ICU's display-name data, a long task in whichever thread asks first; ICU
 * keeps that data for the whole renderer process, so asked here first, the main thread's names (the header's
 * selectors during hydration, the currency selectors) cost next to nothing.
 */
for (const language of ["es", "en", "pt"]) {
  new Intl.DisplayNames([language], { type: "language", fallback: "none" }).of(language);
  new Intl.DisplayNames([language], { type: "currency", fallback: "none" }).of("USD");
}
postMessage("ready");
