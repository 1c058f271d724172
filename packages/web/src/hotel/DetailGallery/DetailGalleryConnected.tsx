import { galleryIndexStep } from "@travesia/core";
import { useState } from "react";
import { DetailGallery, type DetailGalleryProps } from "./DetailGallery";

/** The gallery with its open photo held here (core's `galleryIndexStep` wraps previous/next). */
export const DetailGalleryConnected = (
  props: Omit<DetailGalleryProps, "openIndex" | "onOpen" | "onStep" | "onClose">,
) => {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  return (
    <DetailGallery
      {...props}
      openIndex={openIndex}
      onOpen={setOpenIndex}
      onStep={(delta) => setOpenIndex((index) => galleryIndexStep(index ?? 0, props.images.length, delta))}
      onClose={() => setOpenIndex(null)}
    />
  );
};
