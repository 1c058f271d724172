import { type FindHashNotice, type MessageKey, searchProductEntry } from "@travesia/core";
import { useLanguageCode, useT } from "../../i18n/LanguageContext";
import { lazyWidget } from "../../shared/lazyWidget";
import { CurrencySelectorLargeConnected as CurrencySelectorLarge } from "../../shell/CurrencySelectorLarge/CurrencySelectorLargeConnected";
import { HomeBackground } from "../HomeBackground/HomeBackground";
import { HomeOffersLazy } from "../HomeOffers/HomeOffersLazy";
import { SearchBoxesPlaceholder, type SearchBoxesProps } from "../SearchBoxes/SearchBoxesPlaceholder";
import styles from "./HomePage.module.css";

/**
 * The search boxes (Headless UI tabs, comboboxes, calendars, the form hooks and core's validators) load right after
 * the first paint: the home route's first load stays within its budget, and the placeholder holds their place.
 */
const SearchBoxes = lazyWidget(() => {
  // The hotel box (its own chunk, shown first) downloads alongside the tabs rather than after them.
  void import("../../hotel/HotelSearchBox/HotelSearchBoxConnected");
  return import("../SearchBoxes/SearchBoxes");
}, SearchBoxesPlaceholder);

/** Props of the stateless {@link HomePage}. */
export interface HomePageProps extends SearchBoxesProps {
  /** A notice about the address's `find-…` hash (a product this portal does not offer), or null. */
  readonly noticeKey?: MessageKey | null;
  /** What an incomplete `find-…` hash lacks or could not give (core's `findHashNotice`), or null. */
  readonly hashNotice?: FindHashNotice | null;
}

/** Home: the title and the per-product search boxes over the selected product's background image. */
export const HomePage = ({ noticeKey = null, hashNotice = null, ...boxes }: HomePageProps) => {
  const t = useT();
  const language = useLanguageCode();
  const list = (keys: readonly MessageKey[]) =>
    new Intl.ListFormat(language, { type: "conjunction" }).format(keys.map((key) => t(key)));
  const hashTexts =
    hashNotice === null
      ? []
      : [
          ...(hashNotice.missing.length === 0 ? [] : [t("findHash.missing", { fields: list(hashNotice.missing) })]),
          ...(hashNotice.invalid.length === 0 ? [] : [t("findHash.invalid", { fields: list(hashNotice.invalid) })]),
        ];
  return (
    <section className={styles.home} aria-labelledby="home-title">
      <div className={styles.hero}>
        <HomeBackground pageCode={searchProductEntry(boxes.product).pageCode} language={language} />
        <h1 id="home-title" className={styles.title}>
          {t("home.title")}
        </h1>
        {noticeKey === null ? null : (
          <p role="status" className={styles.notice}>
            {t(noticeKey)}
          </p>
        )}
        {hashTexts.length === 0 ? null : (
          <p role="status" className={styles.notice}>
            {hashTexts.join(" ")}
          </p>
        )}
        <SearchBoxes {...boxes} />
      </div>
      <HomeOffersLazy />
      <CurrencySelectorLarge />
    </section>
  );
};
