import { type ApiEndpoint, ProfileLanguagesReply } from "@travesia/core";
import type { PortalWorld } from "../provider/PortalProvider.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { portalQueryClient } from "../query/portalQueryClient.js";

/**
 * `GET /profile/languages`: the same call as core's `endpoints.profileLanguages` (a test holds them equal), written
 * here because reading the `endpoints` table would pull every reply Schema into the shell's chunk.
 */
export const PROFILE_LANGUAGES_CALL: ApiEndpoint<[], typeof ProfileLanguagesReply> = {
  method: "GET",
  path: () => "/profile/languages",
  request: undefined,
  reply: ProfileLanguagesReply,
};

/**
 * Reads `GET /profile/languages` (decoded by core's `ProfileLanguagesReply`) once per provider through its query
 * client (cached for the provider's life); rejects on failure. This module loads only when a selector asks, so neither
 * the reply's Schema nor the query client joins the first load of every page.
 */
export const loadProfileLanguages = (world: Pick<PortalWorld, "api" | "stores">): Promise<ProfileLanguagesReply> =>
  portalQueryClient(world).fetchQuery({
    queryKey: ["profileLanguages"],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) => fetchEndpoint(world.api, PROFILE_LANGUAGES_CALL, [], { signal }),
  });
