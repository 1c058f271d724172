import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import type { HouseSearchFormValues } from "@travesia/core";
import { useEffect, useState } from "react";
import { useT } from "../i18n/LanguageContext";
import { BundleSearchBox } from "./BundleSearchBox";
import { FlightSearchBox } from "./FlightSearchBox";
import { HotelSearchBox } from "./HotelSearchBox";
import { HouseSearchBox } from "./HouseSearchBox";
import { houseSearchFromHash } from "./houseSearchFromHash";
import { PackageSearchBox } from "./PackageSearchBox";
import styles from "./SearchBoxes.module.css";
import type { SearchBoxesProps } from "./SearchBoxesPlaceholder";
import { SEARCH_PRODUCTS, type SearchProduct } from "./searchProducts";

const box = (product: SearchProduct, houseInitial: HouseSearchFormValues | undefined) => {
  switch (product) {
    case "hotel":
      return <HotelSearchBox />;
    case "house":
      return houseInitial === undefined ? <HouseSearchBox /> : <HouseSearchBox initial={houseInitial} />;
    case "flight":
      return <FlightSearchBox />;
    case "flightHotel":
      return <PackageSearchBox />;
    case "bundle":
      return <BundleSearchBox />;
  }
};

/**
 * The home search boxes as Headless UI tabs, one per product. Hidden panels stay mounted, so a box keeps what was
 * typed while another tab is looked at. Loaded after the first paint (see `SearchBoxesPlaceholder`).
 */
const SearchBoxes = (props: SearchBoxesProps) => {
  const t = useT();
  const [houseInitial] = useState(() => houseSearchFromHash(props.restoreHash));
  const { onProductChange } = props;
  // A restored house search shows its box.
  useEffect(() => {
    if (houseInitial !== undefined) onProductChange("house");
  }, [houseInitial, onProductChange]);
  const selectedIndex = Math.max(
    0,
    SEARCH_PRODUCTS.findIndex((tab) => tab.id === props.product),
  );
  return (
    <TabGroup
      className={styles.boxes}
      selectedIndex={selectedIndex}
      onChange={(index) => {
        const tab = SEARCH_PRODUCTS[index];
        if (tab !== undefined) props.onProductChange(tab.id);
      }}
    >
      <TabList className={styles.tabList} aria-label={t("forms.searchBoxes")}>
        {SEARCH_PRODUCTS.map((tab) => (
          <Tab key={tab.id} className={styles.tab}>
            {t(tab.labelKey)}
          </Tab>
        ))}
      </TabList>
      <TabPanels>
        {SEARCH_PRODUCTS.map((tab) => (
          <TabPanel key={tab.id} unmount={false} className={styles.panel} data-product={tab.id}>
            {box(tab.id, houseInitial)}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
};

export default SearchBoxes;
