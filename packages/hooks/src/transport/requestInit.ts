/**
 * The request every call of the transport makes, besides its signal and priority: JSON asked for, a JSON body when
 * there is one (a `FormData` body as it is), same-origin credentials. The early calls (`earlyCalls`) send exactly this, so the transport's own
 * request of the same call is the same request.
 *
 * @example fetch("/api/v1/flights/search", requestInit("POST", { url }))
 */
export const requestInit = (method: "GET" | "POST", body: unknown): RequestInit => {
  // A form (an upload) goes as it is: the browser writes its multipart content type and boundary.
  const form = typeof FormData !== "undefined" && body instanceof FormData ? body : undefined;
  const json = body !== undefined && form === undefined;
  return {
    method,
    headers: { accept: "application/json", ...(json ? { "content-type": "application/json" } : {}) },
    credentials: "same-origin",
    ...(form !== undefined ? { body: form } : json ? { body: JSON.stringify(body) } : {}),
  };
};
