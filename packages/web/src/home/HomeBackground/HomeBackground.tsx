import { homeBackgroundSources, type Language } from "@travesia/core";
import styles from "./HomeBackground.module.css";

/** Props of {@link HomeBackground}. */
export interface HomeBackgroundProps {
  /** The page code of the selected box (hotels, houses, flights, flightsHotels, bundles). */
  readonly pageCode: string;
  readonly language: Language;
}

/**
 * The background of the home search boxes: a `<picture>` naming core's stable address of the product's image for
 * desktops and for tablets in the page's language (`homeBackgroundSources`), so the prerendered page asks for it with
 * the document and no script or call is needed. The `<img>` names no file, so a phone, which no source matches,
 * downloads nothing (spec 000 §2). Decorative (an empty alt), so assistive technology skips it; absolutely placed, so
 * its arrival moves nothing. Should the image fail, the hero's own background (the flights default, HomePage.module.css) shows.
 */
export const HomeBackground = ({ pageCode, language }: HomeBackgroundProps) => (
  <picture className={styles.picture} data-page-code={pageCode}>
    {homeBackgroundSources(pageCode, language).map((source) => (
      <source key={source.media} media={source.media} srcSet={source.srcSet} />
    ))}
    <img className={styles.image} alt="" decoding="async" />
  </picture>
);
