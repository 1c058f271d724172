import { Result } from "effect";
import { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { demoUserByName, demoUserRecord } from "../../db/demoUsers.js";
import { createSession, DEMO_SESSION_TTL_MS, deleteSession } from "../../db/sessionStore.js";
import { LoginPayload } from "../../internal/accountPayloads.js";
import { badRequest, readJsonBody } from "../../internal/requestBody.js";
import type { DemoEnv } from "../context.js";
import { SESSION_COOKIE } from "../login.js";

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
