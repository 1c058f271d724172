import { useTourStart, useTourTextsAhead } from "@travesia/hooks";
import { lazy, Suspense, useLayoutEffect } from "react";
import { useLocation } from "react-router-dom";
import { useLanguageCode } from "../../i18n/LanguageContext";
import { takeTourStandIn, tourStandInStepOfDocument } from "./tourStandIn";

const ProductTour = lazy(async () => ({ default: (await import("./ProductTourConnected")).ProductTourConnected }));

/**
 * Whether this page shows the product tour (`useTourStart`: the page's step, to whoever has not closed it), and then
 * the tour from a chunk of its own, loaded already while the user call runs on a first visit (`foreseen`). It rides in the shell's header pieces, a chunk every page loads after hydration:
 * the home's first load carries none of the tour, not even this decision.
 */
export const ProductTourStart = () => {
  const { pathname } = useLocation();
  const tour = useTourStart(pathname);
  // A first visit's tour is loaded (its chunk, its texts) while the user call runs, and shown once it has answered.
  useTourTextsAhead(tour.foreseen !== null, useLanguageCode());
  const start = tour.step ?? tour.foreseen;
  // The document's prerendered step (the home's first, the hotel results' second) stays only while the tour may start
  // there; the tour then takes its place.
  useLayoutEffect(() => {
    if (start !== tourStandInStepOfDocument()) takeTourStandIn();
  }, [start]);
  return start === null ? null : (
    <Suspense fallback={null}>
      <ProductTour key={start} start={start} confirmed={tour.step !== null} onDismiss={tour.dismiss} />
    </Suspense>
  );
};
