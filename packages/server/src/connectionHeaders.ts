import type { MiddlewareHandler } from "hono";

/**
 * Headers that describe one HTTP/1.1 connection (RFC 9113 §8.2.2), which HTTP/2 forbids: Node's HTTP/2 server throws
 * on a response that carries one, and the process dies. Hono's event streams set `Transfer-Encoding` and
 * `Connection`, and a forwarded booking API may send any of them.
 */
export const CONNECTION_HEADERS = ["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade"];

/**
 * Takes the connection-specific headers off every response: the server that writes the response frames it for its
 * own connection (Node's HTTP/1.1 server chunks a body of unknown length and says keep-alive itself).
 */
export const dropConnectionHeaders = (): MiddlewareHandler => async (c, next) => {
  await next();
  for (const name of CONNECTION_HEADERS) c.res.headers.delete(name);
};
