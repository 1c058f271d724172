import { type SearchProduct, searchProductEntry, searchProductOfHash } from "@travesia/core";
import { useEffect, useState } from "react";
import { useLocation } from "react-router-dom";
import type { HomeImageProps } from "../../homeWidgets/HomeImage/HomeImage";
import { SearchBoxesPlaceholder, type SearchBoxesProps } from "../../homeWidgets/SearchBoxes/SearchBoxesPlaceholder";
import { useT } from "../../i18n/LanguageContext";
import { useDeviceClass } from "../../shared/searchForm/useMediaQuery";
import { CurrencySelectorLarge } from "../../shell/CurrencySelectorLarge";
import { lazyWidget } from "../../widgets/lazyWidget";
import styles from "./HomePage.module.css";

/**
 * The search boxes (Headless UI tabs, comboboxes, calendars, the form hooks and core's validators) load right after
 * the first paint: the home route's first load stays within its budget, and the placeholder holds their place.
 */
const SearchBoxes = lazyWidget(() => {
  // The hotel box (its own chunk, shown first) downloads alongside the tabs rather than after them.
  void import("../../hotel/HotelSearchBox/HotelSearchBoxConnected");
  return import("../../homeWidgets/SearchBoxes/SearchBoxes");
}, SearchBoxesPlaceholder);
const NoImage = (_props: HomeImageProps) => null;
const HomeImage = lazyWidget(() => import("../../homeWidgets/HomeImage/HomeImage"), NoImage);

/** Props of the stateless {@link HomePageView}. */
export interface HomePageViewProps extends SearchBoxesProps {
  /** The background image's device, or null on phones, which show none (spec 000 §2). */
  readonly imageDevice: HomeImageProps["device"] | null;
}

/** Home: the title and the per-product search boxes over the selected product's background image. */
export const HomePageView = ({ imageDevice, ...boxes }: HomePageViewProps) => {
  const t = useT();
  return (
    <section className={styles.home} aria-labelledby="home-title">
      <div className={styles.hero}>
        {imageDevice === null ? null : (
          <HomeImage pageCode={searchProductEntry(boxes.product).pageCode} device={imageDevice} />
        )}
        <h1 id="home-title" className={styles.title}>
          {t("home.title")}
        </h1>
        <SearchBoxes {...boxes} />
      </div>
      <CurrencySelectorLarge />
    </section>
  );
};

/**
 * The home page: the selected tab (a product link's hash chooses it), the device class and the URL's hash (a
 * `find-house` search to restore).
 */
export const HomePage = () => {
  const device = useDeviceClass();
  const { hash } = useLocation();
  const [product, setProduct] = useState<SearchProduct>(() => searchProductOfHash(hash) ?? "hotel");
  // The header's product links (`/#flights` …) choose the box.
  useEffect(() => {
    const linked = searchProductOfHash(hash);
    if (linked !== undefined) setProduct(linked);
  }, [hash]);
  return (
    <HomePageView
      product={product}
      onProductChange={setProduct}
      restoreHash={hash}
      imageDevice={device === "phone" ? null : device}
    />
  );
};

export default HomePage;
