import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { type HomeBoxProduct, homeSearchBoxes } from "@travesia/core";
import { usePortalStore } from "@travesia/hooks";
import { lazy, Suspense, useMemo, useState } from "react";
import { useT } from "../../i18n/LanguageContext";
import { AfterHydration } from "../../shared/afterHydration";
import styles from "./SearchBoxes.module.css";
import type { SearchBoxesProps } from "./SearchBoxesPlaceholder";

type Restore = SearchBoxesProps["restore"];

// Each box is its own chunk, evaluated in its own task; a box loads when its tab is first chosen (the hotel box's
// download starts with this module's, see `HomePage`). A product core's `homeSearchBoxes` offers gets its tab once
// its box is listed here (a module, a lazy component and a case in `box`).
const BOX_MODULES = {
  hotel: () => import("../../hotel/HotelSearchBox/HotelSearchBoxConnected"),
  house: () => import("../../house/HouseSearchBox/HouseSearchBoxConnected"),
  flight: () => import("../../flight/FlightSearchBox/FlightSearchBoxConnected"),
  flightHotel: () => import("../../package/PackageSearchBox/PackageSearchBoxConnected"),
  bundle: () => import("../../bundle/BundleSearchBox/BundleSearchBoxConnected"),
  transfer: () => import("../../transfer/TransferSearchBox/TransferSearchBoxConnected"),
  activity: () => import("../../activity/ActivitySearchBox/ActivitySearchBoxConnected"),
  circuit: () => import("../../circuit/CircuitSearchBox/CircuitSearchBoxConnected"),
};
const BOX_LOADERS: Partial<Record<HomeBoxProduct, () => Promise<unknown>>> = BOX_MODULES;

const HotelSearchBox = lazy(async () => ({ default: (await BOX_MODULES.hotel()).HotelSearchBoxConnected }));
const HouseSearchBox = lazy(async () => ({ default: (await BOX_MODULES.house()).HouseSearchBoxConnected }));
const FlightSearchBox = lazy(async () => ({ default: (await BOX_MODULES.flight()).FlightSearchBoxConnected }));
const PackageSearchBox = lazy(async () => ({ default: (await BOX_MODULES.flightHotel()).PackageSearchBoxConnected }));
const BundleSearchBox = lazy(async () => ({ default: (await BOX_MODULES.bundle()).BundleSearchBoxConnected }));
const TransferSearchBox = lazy(async () => ({ default: (await BOX_MODULES.transfer()).TransferSearchBoxConnected }));
const ActivitySearchBox = lazy(async () => ({ default: (await BOX_MODULES.activity()).ActivitySearchBoxConnected }));
const CircuitSearchBox = lazy(async () => ({ default: (await BOX_MODULES.circuit()).CircuitSearchBoxConnected }));

const NO_PRODUCTS: readonly string[] = [];
// Tabs are only drawn for listed boxes; this keeps `load` total.
const noBox = () => Promise.resolve();

const box = (product: HomeBoxProduct, restore: Restore) => {
  // A `find-…` hash's box is drawn anew (its key) with the values the hash carries.
  const from = restore?.box;
  switch (product) {
    case "hotel":
      return from?.product === "hotel" ? (
        <HotelSearchBox key={restore?.key} initial={from.values} />
      ) : (
        <HotelSearchBox />
      );
    case "house":
      return from?.product === "house" ? (
        <HouseSearchBox key={restore?.key} initial={from.values} />
      ) : (
        <HouseSearchBox />
      );
    case "flight":
      return from?.product === "flight" ? (
        <FlightSearchBox key={restore?.key} initial={from.values} />
      ) : (
        <FlightSearchBox />
      );
    case "flightHotel":
      return from?.product === "flightHotel" ? (
        <PackageSearchBox key={restore?.key} initial={from.values} />
      ) : (
        <PackageSearchBox />
      );
    case "bundle":
      return <BundleSearchBox />;
    case "transfer":
      return from?.product === "transfer" ? (
        <TransferSearchBox key={restore?.key} initial={from.values} />
      ) : (
        <TransferSearchBox />
      );
    case "activity":
      return from?.product === "activity" ? (
        <ActivitySearchBox key={restore?.key} initial={from.values} />
      ) : (
        <ActivitySearchBox />
      );
    case "circuit":
      return from?.product === "circuit" ? (
        <CircuitSearchBox key={restore?.key} initial={from.values} />
      ) : (
        <CircuitSearchBox />
      );
    default:
      return null;
  }
};

/**
 * The home search boxes as Headless UI tabs, one per product. A box is drawn the first time its tab is chosen and
 * then stays mounted (hidden), so it keeps what was typed while another tab is looked at, and the first paint only
 * pays for the box on show. Loaded after the first paint (see `SearchBoxesPlaceholder`).
 */
const SearchBoxes = ({ product, onProductChange, restore }: SearchBoxesProps) => {
  const t = useT();
  // Transfers, activities and circuits have a tab only for users (and portals) that offer them (core's rule).
  const allowedProducts = usePortalStore("user", (state) => state.user?.allowedProducts ?? NO_PRODUCTS);
  const flags = usePortalStore("config", (state) => state.flags);
  const tabs = useMemo(
    () => homeSearchBoxes(allowedProducts, flags).filter((entry) => BOX_LOADERS[entry.id] !== undefined),
    [allowedProducts, flags],
  );
  const [drawn, setDrawn] = useState<ReadonlySet<HomeBoxProduct>>(() => new Set([product]));
  // The box shown when the tabs arrive is switched in after them, in a commit of its own (`AfterHydration`): tabs and
  // box were one commit when the box's code had arrived with the tabs'. A box whose tab a person
  // chooses later is drawn at once.
  const [firstProduct] = useState(product);
  if (!drawn.has(product)) setDrawn(new Set([...drawn, product]));
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === product),
  );
  return (
    <TabGroup
      className={styles.boxes}
      data-tour="search"
      selectedIndex={selectedIndex}
      onChange={(index) => {
        const tab = tabs[index];
        if (tab !== undefined) onProductChange(tab.id);
      }}
    >
      <TabList className={styles.tabList} aria-label={t("forms.searchBoxes")}>
        {tabs.map((tab) => (
          <Tab key={tab.id} className={styles.tab}>
            {t(tab.labelKey)}
          </Tab>
        ))}
      </TabList>
      <TabPanels>
        {tabs.map((tab) => (
          <TabPanel key={tab.id} unmount={false} className={styles.panel} data-product={tab.id}>
            {drawn.has(tab.id) ? (
              <AfterHydration load={BOX_LOADERS[tab.id] ?? noBox} initiallyShown={tab.id !== firstProduct}>
                <Suspense fallback={null}>{box(tab.id, restore)}</Suspense>
              </AfterHydration>
            ) : null}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
};

export default SearchBoxes;
