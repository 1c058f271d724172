import { ROUTES } from "../routes/routeTable.js";
import { type SearchProduct, searchProductOfHash } from "./portalProducts.js";

/**
 * The product whose header link is the current page (`aria-current="page"`): on home, the one whose hash the
 * address carries (`/#flights`); none on home without a product hash, and none on any other page.
 *
 * @example currentSearchProduct("/", "#flights") // "flight"
 * @example currentSearchProduct("/", "") // undefined
 */
export const currentSearchProduct = (pathname: string, hash: string): SearchProduct | undefined =>
  pathname === ROUTES.home ? searchProductOfHash(hash) : undefined;
