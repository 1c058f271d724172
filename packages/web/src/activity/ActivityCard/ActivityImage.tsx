import type { ImgHTMLAttributes } from "react";
import { ProductImage } from "../../shared/ProductImage/ProductImage";
import { ProductImageConnected } from "../../shared/ProductImage/ProductImageConnected";
import { defaultImageFor } from "../../shared/ProductImage/productImageDefaults";

/** Props of {@link ActivityImage}: the activity's image address (empty when it has none) and its id. */
export interface ActivityImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "onError"> {
  readonly src: string;
  readonly alt: string;
  readonly activityId: string;
}

const keep = () => undefined;

/**
 * An activity's image: a missing one (an empty address) is one of the default activity images from the start,
 * picked by the activity's id so neighbouring cards differ; a broken one is replaced as every product image is.
 */
export const ActivityImage = ({ src, activityId, ...img }: ActivityImageProps) =>
  src === "" ? (
    <ProductImage
      src={src}
      replacement={defaultImageFor("activity", activityId) ?? "removed"}
      onBroken={keep}
      {...img}
    />
  ) : (
    <ProductImageConnected product="activity" src={src} {...img} />
  );
