import type { ApiEndpoint } from "@travesia/core";
import { Result, type Schema } from "effect";
import { type CallEndpointOptions, callEndpoint } from "../transport/callEndpoint.js";
import type { ApiTransport } from "../transport/transport.js";
import { EndpointError } from "./endpointError.js";

/**
 * {@link callEndpoint} as a query or mutation function: the decoded reply, or an {@link EndpointError} thrown so
 * that TanStack Query records the failure (a reply that does not decode is an error state too).
 *
 * @example useQuery({ queryKey: ["header"], queryFn: ({ signal }) => fetchEndpoint(api, headerEndpoint, [], { signal }) }, client)
 */
export const fetchEndpoint = async <Args extends readonly unknown[], Reply extends Schema.Top>(
  api: ApiTransport,
  endpoint: ApiEndpoint<Args, Reply, Schema.Top | undefined>,
  args: Args,
  options: CallEndpointOptions = {},
): Promise<Reply["Type"]> => {
  const reply = await callEndpoint(api, endpoint, args, options);
  if (Result.isFailure(reply)) throw new EndpointError(reply.failure);
  return reply.success;
};
