import {
  TOUR_SCREEN_MARGIN as MARGIN,
  TOUR_STEP_OFFSET,
  type TourPosition,
  type TourStep,
  tourPosition,
} from "@travesia/core";
import { type RefObject, useCallback, useEffect, useLayoutEffect, useState } from "react";
import { tourAnchor, tourAnchorTopInView } from "./tourAnchor";

/**
 * Whether the page shows the anchor of `step` yet: a results page draws its filters after its first reply, so the
 * tour waits for them (a mutation observer) rather than pointing at nothing.
 */
export const useAnchorShown = (step: TourStep): boolean => {
  const [shown, setShown] = useState(() => tourAnchor(step) !== null);
  useEffect(() => {
    if (shown) return;
    const look = () => {
      if (tourAnchor(step) === null) return;
      setShown(true);
      observer.disconnect();
    };
    const observer = new MutationObserver(look);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["hidden"] });
    look();
    return () => observer.disconnect();
  }, [shown, step]);
  return shown;
};

/**
 * Places the box of a step beside its anchor (core's `tourPosition`, with the step's offset), or in the middle of the
 * screen when the page does not show it; measured before the first paint and again on scroll, resize and when the
 * box's size changes. Brings the anchor into view when a step starts.
 */
export const useTourPlacement = (
  step: TourStep,
  box: RefObject<HTMLDivElement | null>,
  /** Whether the box is drawn: it is measured from then on. */
  drawn: boolean,
): TourPosition | null => {
  const [position, setPosition] = useState<TourPosition | null>(null);
  const place = useCallback(() => {
    const element = box.current;
    if (element === null) return;
    const anchor = tourAnchor(step);
    const { width, height } = element.getBoundingClientRect();
    const next = tourPosition({
      anchor: anchor === null ? null : anchor.getBoundingClientRect(),
      box: { width, height },
      viewport: { width: document.documentElement.clientWidth, height: window.innerHeight },
      offset: TOUR_STEP_OFFSET[step],
      margin: MARGIN,
    });
    setPosition((previous) =>
      previous !== null &&
      previous.top === next.top &&
      previous.left === next.left &&
      previous.placement === next.placement &&
      previous.arrowLeft === next.arrowLeft
        ? previous
        : next,
    );
  }, [box, step]);
  useLayoutEffect(() => {
    if (!drawn) return;
    const element = box.current;
    const anchor = tourAnchor(step);
    if (anchor !== null) {
      // The anchor's top in view is enough: the home's search box is taller than a phone's screen. A tall one is
      // scrolled to leave the box room above its top, so the box covers none of it (core's `tourPosition`).
      const { top, height } = anchor.getBoundingClientRect();
      const room = MARGIN + (element?.getBoundingClientRect().height ?? 0) + TOUR_STEP_OFFSET[step];
      if (!tourAnchorTopInView(anchor)) {
        if (height > window.innerHeight / 2) window.scrollBy({ top: top - room });
        // As little as brings it in (its box then goes above it): the page moves least under a person who began
        // reading it, and what the scroll would bring in under the anchor (a results page's first card, its photo)
        // is not drawn in the middle of the tour's arrival.
        else anchor.scrollIntoView({ block: "nearest" });
      }
    }
    place();
  }, [drawn, box, step, place]);
  useEffect(() => {
    const element = box.current;
    if (!drawn || element === null) return;
    window.addEventListener("resize", place);
    window.addEventListener("scroll", place, { capture: true, passive: true });
    const observer = new ResizeObserver(place);
    observer.observe(element);
    return () => {
      window.removeEventListener("resize", place);
      window.removeEventListener("scroll", place, { capture: true });
      observer.disconnect();
    };
  }, [drawn, box, place]);
  return position;
};
