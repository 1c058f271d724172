import { foreseenTourStep, type TourStep, tourSeenKey, tourStepOfPath, USER_LOGGED_KEY } from "@travesia/core";
import { useCallback, useState } from "react";
import { usePortalStore, usePortalWorld } from "../provider/PortalProvider.js";

/** What {@link useTourStart} returns: the step this page starts the tour at (null: no tour), and how to close it. */
export interface TourStart {
  readonly step: TourStep | null;
  /**
   * Until the user call answers, the step the tour will most likely show at (core's `foreseenTourStep`: a first visit);
   * null once it has answered, or when nothing is foreseen. The page loads the tour meanwhile, not showing it.
   */
  readonly foreseen: TourStep | null;
  /** Closes the tour for good for this visitor or user in this browser (issue 40: "remembered"). */
  readonly dismiss: () => void;
}

/**
 * Whether this page shows the product tour, and at which step (core's `tourStepOfPath`): only once the user call
 * said who is here (a visitor, or which user: each is remembered apart, core's `tourSeenKey`), and only to whoever has
 * not closed it in this browser; before that, the step it foresees (a first visit), for the page to load the tour. It reads the stores and local storage only, so the shell can use it in the first
 * load and fetch the tour's chunk only when it is shown.
 *
 * @example const { step, dismiss } = useTourStart(pathname); step && <ProductTour step={step} onDismiss={dismiss} />
 */
export const useTourStart = (pathname: string): TourStart => {
  const { storage } = usePortalWorld();
  const status = usePortalStore("user", (state) => state.status);
  const userId = usePortalStore("user", (state) => state.user?.id ?? null);
  const key = tourSeenKey(status === "signedIn" ? userId : null);
  // Closed in this page's life: local storage may refuse the write (a private window), the tour still goes away.
  const [closed, setClosed] = useState<readonly string[]>([]);
  const dismiss = useCallback(() => {
    storage.local.setItem(key, "1");
    setClosed((keys) => [...keys, key]);
  }, [storage, key]);
  const known = status === "anonymous" || status === "signedIn";
  const seen = !known || closed.includes(key) || storage.local.getItem(key) !== null;
  const foreseen =
    known || status === "error"
      ? null
      : foreseenTourStep(pathname, {
          userLoggedFlag: storage.local.getItem(USER_LOGGED_KEY),
          visitorSeen: storage.local.getItem(tourSeenKey(null)) !== null,
        });
  return { step: seen ? null : tourStepOfPath(pathname), foreseen, dismiss };
};
