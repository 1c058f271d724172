import type { AddToBudgetNavigation } from "@travesia/core";
import { useEffect } from "react";
import { usePortalWorld } from "../provider/PortalProvider.js";

/**
 * Follows where an add sends the visitor once it is due (`useAddToBudget`'s `navigation`): the trip page after its
 * delay, /logout at once. The delay runs on the provider clock, as every timer of the hooks does, so a test moves it
 * by hand; a navigation replaced or dropped before its time cancels the pending one.
 *
 * @example useFollowNavigation(add.data.navigation, navigate);
 */
export const useFollowNavigation = (
  navigation: AddToBudgetNavigation | null,
  navigate: (url: string) => void,
): void => {
  const { clock } = usePortalWorld();
  useEffect(() => {
    if (navigation === null) return;
    const delay = navigation._tag === "trip" ? navigation.delayMs : 0;
    const timer = clock.setTimeout(() => navigate(navigation.url), delay);
    return () => clock.clearTimeout(timer);
  }, [navigation, navigate, clock]);
};
