import { type SearchProduct, searchProductOfHash } from "@travesia/core";
import { useEffect, useState } from "react";
import { useLocation } from "react-router-dom";
import { useDeviceClass } from "../../shared/searchForm/useMediaQuery";
import { HomePage } from "./HomePage";

/**
 * The home page: the selected tab (a product link's hash chooses it), the device class and the URL's hash (a
 * `find-house` search to restore).
 */
export const HomePageConnected = () => {
  const device = useDeviceClass();
  const { hash } = useLocation();
  const [product, setProduct] = useState<SearchProduct>(() => searchProductOfHash(hash) ?? "hotel");
  // The header's product links (`/#flights` …) choose the box.
  useEffect(() => {
    const linked = searchProductOfHash(hash);
    if (linked !== undefined) setProduct(linked);
  }, [hash]);
  return (
    <HomePage
      product={product}
      onProductChange={setProduct}
      restoreHash={hash}
      imageDevice={device === "phone" ? null : device}
    />
  );
};
