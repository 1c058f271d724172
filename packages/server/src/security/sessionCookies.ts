/**
 * A `Set-Cookie` line as this server lets it leave: `HttpOnly` (the portal's scripts read only the cookies they
 * write themselves, such as `ml`), `SameSite=Lax` unless the line names a SameSite already, and `Secure` when the
 * visitor came over HTTPS. With `dropDomain`, a `Domain` attribute goes (the booking API's domain is not the
 * portal's: the browser would refuse the cookie).
 *
 * @example hardenSetCookie("tv_session=abc; Path=/", { https: true }) // "tv_session=abc; Path=/; HttpOnly; SameSite=Lax; Secure"
 */
export const hardenSetCookie = (line: string, options: { readonly https: boolean; readonly dropDomain?: boolean }) => {
  const parts = line.split(";").map((part) => part.trim());
  const [pair = "", ...rawAttributes] = parts;
  const attributes = rawAttributes.filter(
    (attribute) => attribute !== "" && !(options.dropDomain === true && /^domain\s*=/i.test(attribute)),
  );
  const has = (name: string) => attributes.some((attribute) => attribute.split("=")[0]?.trim().toLowerCase() === name);
  if (!has("httponly")) attributes.push("HttpOnly");
  if (!has("samesite")) attributes.push("SameSite=Lax");
  if (options.https && !has("secure")) attributes.push("Secure");
  return [pair, ...attributes].join("; ");
};

/** Rewrites every `Set-Cookie` of a response in place with {@link hardenSetCookie}. */
export const hardenResponseCookies = (
  headers: Headers,
  options: { readonly https: boolean; readonly dropDomain?: boolean },
): void => {
  const lines = headers.getSetCookie();
  if (lines.length === 0) return;
  headers.delete("set-cookie");
  for (const line of lines) headers.append("set-cookie", hardenSetCookie(line, options));
};
