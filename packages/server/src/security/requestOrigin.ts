/**
 * Whether the visitor reached the server over HTTPS: directly, or through a proxy that terminated TLS and says so
 * with `X-Forwarded-Proto: https` (its first value, the one the client used).
 */
export const isHttpsRequest = (url: string, forwardedProto: string | undefined): boolean => {
  const proto = forwardedProto?.split(",")[0]?.trim().toLowerCase();
  if (proto !== undefined && proto !== "") return proto === "https";
  return url.startsWith("https:");
};

/**
 * The origin the visitor's browser sees for this server: the scheme as {@link isHttpsRequest} reads it and the host
 * a proxy forwarded (`X-Forwarded-Host`, first value) or the request's own host.
 *
 * @example publicOrigin("http://127.0.0.1:4400/api/user", "https", "travesia.example") // "https://travesia.example"
 */
export const publicOrigin = (
  url: string,
  forwardedProto: string | undefined,
  forwardedHost: string | undefined,
): string => {
  const host = forwardedHost?.split(",")[0]?.trim() || new URL(url).host;
  return `${isHttpsRequest(url, forwardedProto) ? "https" : "http"}://${host.toLowerCase()}`;
};
