import { useQuery } from "@tanstack/react-query";
import { type Language, type TourStepText, tourEndpoint } from "@travesia/core";
import { useEffect } from "react";
import type { HookResult } from "../common/hookResult.js";
import type { PortalWorld } from "../provider/PortalProvider.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";

/** What {@link useTourTexts} returns: every step's title and text in the language (none until they arrive). */
export type TourTextsResult = HookResult<"loading" | "ready" | "error", readonly TourStepText[], Record<never, never>>;

/**
 * How long the texts count as fresh: the tour that mounts after {@link useTourTextsAhead} asked reads them without a
 * second call; a page loaded later asks again (an administrator's new texts reach the next visit).
 */
const TOUR_TEXTS_FRESH_MS = 60_000;

const tourTextsQuery = (world: Pick<PortalWorld, "api">, language: Language) => ({
  queryKey: ["tour", language],
  queryFn: ({ signal }: { readonly signal: AbortSignal }) =>
    fetchEndpoint(world.api, tourEndpoint, [language], { signal }),
  staleTime: TOUR_TEXTS_FRESH_MS,
});

/**
 * Asks for the tour's texts in a language ahead of the tour (`ahead`: a first visit's tour is foreseen, core's
 * `foreseenTourStep`), while the user call runs and the tour's code loads; {@link useTourTexts} then reads them.
 *
 * @example useTourTextsAhead(tour.foreseen !== null, language);
 */
export const useTourTextsAhead = (ahead: boolean, language: Language): void => {
  const { world, client } = usePortalQuery();
  useEffect(() => {
    if (ahead) void client.prefetchQuery(tourTextsQuery(world, language));
  }, [ahead, client, world, language]);
};

/**
 * The product tour's texts in a language (`GET /api/tour/{language}`): an administrator's, or the defaults. A failed
 * call leaves none (`error`): the tour then is not shown, it never blocks a page.
 */
export const useTourTexts = (language: Language): TourTextsResult => {
  const { world, client } = usePortalQuery();
  const query = useQuery(tourTextsQuery(world, language), client);
  return {
    status: query.isSuccess ? "ready" : query.isError ? "error" : "loading",
    data: query.data?.steps ?? [],
    error: null,
    actions: {},
  };
};
