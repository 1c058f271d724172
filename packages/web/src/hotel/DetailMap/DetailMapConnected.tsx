import { type HotelCluster, hotelMapMarkers } from "@travesia/core";
import { useEffect, useRef, useState } from "react";
import { useLanguageCode } from "../../i18n/LanguageContext";
import { DetailMap } from "./DetailMap";

/** How far below the screen the map starts loading. */
const NEAR_MARGIN = "300px";

/**
 * The detail map fed by core's `hotelMapMarkers` (the marker's price in the page's currency, per stay), and an
 * `IntersectionObserver` that says when its box comes within 300 px of the screen (browsers without one load it).
 */
export const DetailMapConnected = ({
  hotel,
  currency,
  nights,
}: {
  readonly hotel: HotelCluster;
  readonly currency: string;
  readonly nights: number;
}) => {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (element === null || near) return;
    if (typeof IntersectionObserver === "undefined") return void setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const language = useLanguageCode();
  const marker = hotelMapMarkers([hotel], { currency, basis: "totalStay", nights, language })[0] ?? null;
  return (
    <div ref={box}>
      <DetailMap marker={marker} near={near} />
    </div>
  );
};
