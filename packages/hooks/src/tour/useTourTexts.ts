import { useQuery } from "@tanstack/react-query";
import { type Language, type TourStepText, tourEndpoint } from "@travesia/core";
import type { HookResult } from "../common/hookResult.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";

/** What {@link useTourTexts} returns: every step's title and text in the language (none until they arrive). */
export type TourTextsResult = HookResult<"loading" | "ready" | "error", readonly TourStepText[], Record<never, never>>;

/**
 * The product tour's texts in a language (`GET /api/tour/{language}`): an administrator's, or the defaults. A failed
 * call leaves none (`error`): the tour then is not shown, it never blocks a page.
 */
export const useTourTexts = (language: Language): TourTextsResult => {
  const { world, client } = usePortalQuery();
  const query = useQuery(
    {
      queryKey: ["tour", language],
      queryFn: ({ signal }) => fetchEndpoint(world.api, tourEndpoint, [language], { signal }),
    },
    client,
  );
  return {
    status: query.isSuccess ? "ready" : query.isError ? "error" : "loading",
    data: query.data?.steps ?? [],
    error: null,
    actions: {},
  };
};
