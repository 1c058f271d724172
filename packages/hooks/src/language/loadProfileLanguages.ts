import { type ProfileLanguagesReply, profileLanguagesEndpoint } from "@travesia/core";
import type { PortalWorld } from "../provider/PortalProvider.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { portalQueryClient } from "../query/portalQueryClient.js";

/**
 * Reads `GET /profile/languages` (decoded by core's `ProfileLanguagesReply`) once per provider through its query
 * client (cached for the provider's life); rejects on failure. This module loads only when a selector asks, so neither
 * the reply's Schema nor the query client joins the first load of every page.
 */
export const loadProfileLanguages = (world: Pick<PortalWorld, "api" | "stores">): Promise<ProfileLanguagesReply> =>
  portalQueryClient(world).fetchQuery({
    queryKey: ["profileLanguages"],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) => fetchEndpoint(world.api, profileLanguagesEndpoint, [], { signal }),
  });
