import type { ImgHTMLAttributes } from "react";
import type { DefaultImage } from "./productImageDefaults";

/** Props of the stateless product image: which image to show now. */
export interface ProductImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "onError"> {
  readonly src: string;
  readonly alt: string;
  /** null shows `src`; a default shows that default (WebP where the browser takes it); "removed" shows nothing. */
  readonly replacement: DefaultImage | "removed" | null;
  readonly onBroken: () => void;
}

/** The image, its default replacement in a `<picture>` (WebP or JPEG, the browser chooses), or nothing. */
export const ProductImage = ({ src, alt, replacement, onBroken, ...img }: ProductImageProps) => {
  if (replacement === "removed") return null;
  if (replacement === null) return <img src={src} alt={alt} onError={onBroken} {...img} />;
  return (
    <picture>
      <source srcSet={replacement.webp} type="image/webp" />
      <img src={replacement.jpeg} alt={alt} {...img} />
    </picture>
  );
};
