import { type ImgHTMLAttributes, useState } from "react";
import { type DefaultImage, defaultImageFor } from "./productImageDefaults";

/** Props of {@link ProductImage}: an `<img>` plus the product type whose defaults replace it when it breaks. */
export interface ProductImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "onError"> {
  readonly src: string;
  readonly alt: string;
  /** `hotel`, `activity`, `transfer`… — a type without defaults has its broken image removed. */
  readonly product: string;
}

/** Props of the stateless view: which image to show now. */
export interface ProductImageViewProps extends Omit<ProductImageProps, "product"> {
  /** null shows `src`; a default shows that default (WebP where the browser takes it); "removed" shows nothing. */
  readonly replacement: DefaultImage | "removed" | null;
  readonly onBroken: () => void;
}

/** The image, its default replacement in a `<picture>` (WebP or JPEG, the browser chooses), or nothing. */
export const ProductImageView = ({ src, alt, replacement, onBroken, ...img }: ProductImageViewProps) => {
  if (replacement === "removed") return null;
  if (replacement === null) return <img src={src} alt={alt} onError={onBroken} {...img} />;
  return (
    <picture>
      <source srcSet={replacement.webp} type="image/webp" />
      <img src={replacement.jpeg} alt={alt} {...img} />
    </picture>
  );
};

/**
 * A product's image that never shows as broken (spec 000 §8): when it fails to load it is replaced by one of the
 * product type's default images, or removed when the type has none. The server's own images come as WebP when
 * the browser asks for it (`Accept`), so only the defaults need a `<picture>`.
 */
export const ProductImage = ({ product, ...props }: ProductImageProps) => {
  // Which address broke: a new `src` gets its own chance to load.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const replacement = brokenSrc === props.src ? (defaultImageFor(product, props.src) ?? "removed") : null;
  return <ProductImageView {...props} replacement={replacement} onBroken={() => setBrokenSrc(props.src)} />;
};
