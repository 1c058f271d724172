import { Result } from "effect";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { type DemoUser, demoUserByName, demoUserRecord } from "../../db/demoUsers.js";
import { createSession, DEMO_SESSION_TTL_MS, deleteSession, touchSession } from "../../db/sessionStore.js";
import { LoginPayload } from "../../internal/accountPayloads.js";
import { badRequest, readJsonBody } from "../../internal/requestBody.js";
import type { DemoEnv } from "../context.js";
import { scenarioActive } from "../scenario.js";

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

/**
 * `POST /api/login {username, password}` and `POST /api/logout`: not shown by the spec, so an ordinary login
 * form's endpoints. A login sets the `tv_session` cookie (HttpOnly, SameSite=Lax, 8 h sliding expiry).
 */
export const authRoutes = new Hono<DemoEnv>()
  .post("/api/login", async (c) => {
    const payload = await readJsonBody(c, LoginPayload);
    if (Result.isFailure(payload)) return badRequest(c, payload.failure);
    const user = demoUserByName(payload.success.username.trim());
    if (user === undefined || user.password !== payload.success.password) {
      return c.json({ done: false, error: "Usuario o contraseña incorrectos." }, 401);
    }
    const demo = c.get("demo");
    const previous = getCookie(c, SESSION_COOKIE);
    if (previous !== undefined) deleteSession(demo.db, previous);
    const token = createSession(demo.db, user.username, demo.now().getTime());
    setCookie(c, SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: "Lax",
      path: "/",
      maxAge: DEMO_SESSION_TTL_MS / 1000,
    });
    return c.json({ done: true, user: demoUserRecord(user) });
  })
  .post("/api/logout", (c) => {
    const token = getCookie(c, SESSION_COOKIE);
    if (token !== undefined) deleteSession(c.get("demo").db, token);
    deleteCookie(c, SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "Lax" });
    return c.json({ done: true });
  });
