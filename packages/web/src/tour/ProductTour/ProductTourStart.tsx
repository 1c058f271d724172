import { useTourStart } from "@travesia/hooks";
import { lazy, Suspense } from "react";
import { useLocation } from "react-router-dom";

const ProductTour = lazy(async () => ({ default: (await import("./ProductTourConnected")).ProductTourConnected }));

/**
 * Whether this page shows the product tour (`useTourStart`: the page's step, to whoever has not closed it), and then
 * the tour from a chunk of its own. It rides in the shell's header pieces, a chunk every page loads after hydration:
 * the home's first load carries none of the tour, not even this decision.
 */
export const ProductTourStart = () => {
  const { pathname } = useLocation();
  const tour = useTourStart(pathname);
  return tour.step === null ? null : (
    <Suspense fallback={null}>
      <ProductTour key={tour.step} start={tour.step} onDismiss={tour.dismiss} />
    </Suspense>
  );
};
