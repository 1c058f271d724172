import { useEffect, useRef, useState } from "react";
import { lazyWidget } from "../../shared/lazyWidget";
import { HomeOffersPlaceholder } from "./HomeOffersPlaceholder";

const HomeOffersWidget = lazyWidget(() => import("./HomeOffersConnected"), HomeOffersPlaceholder);

/**
 * The promotions and recommended hotels, below the fold: their code, their two calls, their images and their render
 * start only once their reserved room enters the window, so a first load that is never scrolled does none of that
 * work (on a phone it was several long tasks after hydration). Until then the placeholder holds their room, so nothing
 * moves when they come. Where there is no `IntersectionObserver`, they load at once.
 */
export const HomeOffersLazy = () => {
  const [seen, setSeen] = useState(false);
  const room = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (seen) return;
    const element = room.current;
    if (element === null || typeof IntersectionObserver !== "function") {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return seen ? <HomeOffersWidget /> : <HomeOffersPlaceholder ref={room} />;
};
