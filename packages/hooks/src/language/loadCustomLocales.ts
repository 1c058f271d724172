import { type CustomLocalesReply, customLocalesEndpoint } from "@travesia/core";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import type { ApiTransport } from "../transport/transport.js";

/** Reads `GET /api/customLocales` (decoded by core's `CustomLocalesReply`); throws on failure, for `fetchQuery`. */
export const loadCustomLocales = (api: ApiTransport, signal: AbortSignal): Promise<CustomLocalesReply> =>
  fetchEndpoint(api, customLocalesEndpoint, [], { signal });
