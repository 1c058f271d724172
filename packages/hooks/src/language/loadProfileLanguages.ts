import { type ApiEndpoint, ProfileLanguagesReply } from "@travesia/core";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import type { ApiTransport } from "../transport/transport.js";

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

/** Reads `GET /profile/languages` (decoded by core's `ProfileLanguagesReply`); throws on failure, for `fetchQuery`. */
export const loadProfileLanguages = (api: ApiTransport, signal: AbortSignal): Promise<ProfileLanguagesReply> =>
  fetchEndpoint(api, PROFILE_LANGUAGES_CALL, [], { signal });
