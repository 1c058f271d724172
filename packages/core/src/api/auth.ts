import * as Schema from "effect/Schema";
import { PortalUser } from "./user.js";

/**
 * Payload of `POST /api/login`. The spec shows the login page (spec 000 §2 "/login/") but not its call; core defines
 * it: the login name and the password.
 */
export const LoginRequest = Schema.Struct({ username: Schema.String, password: Schema.String });
export type LoginRequest = typeof LoginRequest.Type;

/**
 * Reply of `POST /api/login` (not in the spec). Decision: `{ done, user }`, the user as `GET /api/user` answers it;
 * a refused login is a 401 whose body's `error` is the server's text.
 */
export const LoginReply = Schema.Struct({ done: Schema.Boolean, user: Schema.optional(PortalUser) });
export type LoginReply = typeof LoginReply.Type;

/** Payload of `POST /api/logout` (not in the spec): nothing. The reply is the usual `{ done }`. */
export const LogoutRequest = Schema.Struct({});
export type LogoutRequest = typeof LogoutRequest.Type;
