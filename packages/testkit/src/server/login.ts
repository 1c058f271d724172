import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { type DemoUser, demoUserByName } from "../db/demoUsers.js";
import { touchSession } from "../db/sessionStore.js";
import type { DemoEnv } from "./context.js";
import { scenarioActive } from "./scenario.js";

// The login session every route shares: who the user is (middleware), who owns anonymous state, the 401 reply.

/** Name of the login session cookie (HttpOnly, SameSite=Lax; the token is only meaningful to the server). */
export const SESSION_COOKIE = "tv_session";

const TOKEN = /^[a-f0-9]{64}$/;

/** Reads the login session cookie and sets `c.var.user`; the `session-expired` scenario makes everyone anonymous. */
export const loginSessionMiddleware: MiddlewareHandler<DemoEnv> = async (c, next) => {
  const token = getCookie(c, SESSION_COOKIE);
  let user: DemoUser | undefined;
  if (token !== undefined && TOKEN.test(token) && !scenarioActive(c, "session-expired")) {
    const username = touchSession(c.get("demo").db, token, c.get("demo").now().getTime());
    user = username === undefined ? undefined : demoUserByName(username);
  }
  c.set("user", user);
  await next();
};

/** Who owns what this request saves without a login (favourites, events): the user, or else the visitor. */
export const visitorOwner = (c: Context<DemoEnv>): string => {
  const user = c.get("user");
  return user === undefined ? `visitor:${c.get("visitorId")}` : `user:${user.username}`;
};

/** The 401 reply for a call that needs a login. */
export const notLoggedIn = (c: Context<DemoEnv>) =>
  c.json({ done: false, error: "No hay una sesión iniciada.", loggedIn: false }, 401);
