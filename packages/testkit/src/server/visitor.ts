import type { MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { DemoEnv } from "./context.js";

/** Name of the cookie that identifies an anonymous visitor's session (HttpOnly, SameSite=Lax). */
const VISITOR_COOKIE = "tv_visitor";

const VISITOR_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** Gives every request a visitor id, creating the cookie on the first visit. */
export const visitorMiddleware: MiddlewareHandler<DemoEnv> = async (c, next) => {
  const existing = getCookie(c, VISITOR_COOKIE);
  const visitorId = existing !== undefined && VISITOR_ID.test(existing) ? existing : crypto.randomUUID();
  if (visitorId !== existing) {
    setCookie(c, VISITOR_COOKIE, visitorId, { httpOnly: true, sameSite: "Lax", path: "/", maxAge: 60 * 60 * 24 * 365 });
  }
  c.set("visitorId", visitorId);
  await next();
};

/** The mutable state of the current visitor. */
export const visitorState = (demo: { visitorState: Map<string, Map<string, string>> }, visitorId: string) => {
  let state = demo.visitorState.get(visitorId);
  if (state === undefined) {
    state = new Map();
    demo.visitorState.set(visitorId, state);
  }
  return state;
};
