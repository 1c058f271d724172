import type { CallError } from "../transport/transport.js";

/**
 * A failed call as TanStack Query sees it: queries and mutations fail by throwing, so the transport's failure value
 * travels inside this error and comes back out with {@link callFailureOf}. Never handed to a view.
 */
export class EndpointError extends Error {
  readonly failure: CallError;
  constructor(failure: CallError) {
    super(failure._tag);
    this.name = "EndpointError";
    this.failure = failure;
  }
}

/** The transport failure inside a query's or mutation's error, if it is one. */
export const callFailureOf = (error: unknown): CallError | undefined =>
  error instanceof EndpointError ? error.failure : undefined;

/** The HTTP status of a failed call, or undefined for a network, abort or decode failure. */
export const httpStatusOf = (error: unknown): number | undefined => {
  const failure = callFailureOf(error);
  return failure?._tag === "HttpError" ? failure.status : undefined;
};

/** The JSON body of a failed HTTP reply, or undefined. */
export const httpBodyOf = (error: unknown): unknown => {
  const failure = callFailureOf(error);
  return failure?._tag === "HttpError" ? failure.body : undefined;
};
