import { type ApiEndpoint, CustomLocalesReply } from "@travesia/core";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import type { ApiTransport } from "../transport/transport.js";

/**
 * `GET /api/customLocales`: the same call as core's `endpoints.customLocales` (a test holds them equal), written here
 * because reading the `endpoints` table would pull every reply Schema into this module's chunk.
 */
export const CUSTOM_LOCALES_CALL: ApiEndpoint<[], typeof CustomLocalesReply> = {
  method: "GET",
  path: () => "/api/customLocales",
  request: undefined,
  reply: CustomLocalesReply,
};

/** Reads `GET /api/customLocales` (decoded by core's `CustomLocalesReply`); throws on failure, for `fetchQuery`. */
export const loadCustomLocales = (api: ApiTransport, signal: AbortSignal): Promise<CustomLocalesReply> =>
  fetchEndpoint(api, CUSTOM_LOCALES_CALL, [], { signal });
