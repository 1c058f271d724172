/**
 * The request every call of the transport makes, besides its signal and priority: JSON asked for, a JSON body when
 * there is one, same-origin credentials. The early calls (`earlyCalls`) send exactly this, so the transport's own
 * request of the same call is the same request.
 *
 * @example fetch("/api/v1/flights/search", requestInit("POST", { url }))
 */
export const requestInit = (method: "GET" | "POST", body: unknown): RequestInit => ({
  method,
  headers: { accept: "application/json", ...(body === undefined ? {} : { "content-type": "application/json" }) },
  credentials: "same-origin",
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});
