import { type ImgHTMLAttributes, useState } from "react";
import { ProductImage } from "./ProductImage";
import { defaultImageFor } from "./productImageDefaults";

/** Props of {@link ProductImageConnected}: an `<img>` plus the product type whose defaults replace it when it breaks. */
export interface ProductImageConnectedProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "onError"> {
  readonly src: string;
  readonly alt: string;
  /** `hotel`, `activity`, `transfer`… — a type without defaults has its broken image removed. */
  readonly product: string;
}

/**
 * A product's image that never shows as broken (spec 000 §8): when it fails to load it is replaced by one of the
 * product type's default images, or removed when the type has none. The server's own images come as WebP when
 * the browser asks for it (`Accept`), so only the defaults need a `<picture>`.
 */
export const ProductImageConnected = ({ product, ...props }: ProductImageConnectedProps) => {
  // Which address broke: a new `src` gets its own chance to load.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const replacement = brokenSrc === props.src ? (defaultImageFor(product, props.src) ?? "removed") : null;
  return <ProductImage {...props} replacement={replacement} onBroken={() => setBrokenSrc(props.src)} />;
};
