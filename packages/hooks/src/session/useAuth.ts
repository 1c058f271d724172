import { useMutation } from "@tanstack/react-query";
import { type LoginRequest, loginEndpoint, logoutEndpoint, USER_LOGGED_KEY, userLoggedFlagValue } from "@travesia/core";
import { useCallback, useState } from "react";
import { hookMessageKeys } from "../common/hookMessageKeys.js";
import type { HookError, HookResult } from "../common/hookResult.js";
import { httpBodyOf } from "../query/endpointError.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";
import { loadUser } from "./loadUser.js";

/** What the login form sends: core's `LoginRequest` (`POST /api/login`; the spec does not show the call). */
export type LoginCredentials = LoginRequest;

/** What {@link useAuth} returns. */
export type AuthResult = HookResult<
  "idle" | "submitting" | "signedIn" | "failed" | "signedOut",
  null,
  {
    /** Signs in, loads the user, and raises the 'user is logged' flag for other tabs. Resolves to success. */
    readonly login: (credentials: LoginCredentials) => Promise<boolean>;
    /** Signs out, clears the user and active budget, and lowers the flag so other tabs log out too. */
    readonly logout: () => Promise<void>;
  }
>;

/**
 * Login and logout. A 401/400 from login is `session.loginFailed`; the server's own text, if any, comes as
 * `serverMessage`. Logout always clears local state, even when the call fails (the user asked to leave).
 *
 * @example
 * const auth = useAuth();
 * if (await auth.actions.login({ username: "agente", password })) navigate("/");
 */
export const useAuth = (): AuthResult => {
  const { world, client } = usePortalQuery();
  const signIn = useMutation(
    { mutationFn: (body: LoginCredentials) => fetchEndpoint(world.api, loginEndpoint, [], { body }) },
    client,
  ).mutateAsync;
  const signOut = useMutation(
    { mutationFn: () => fetchEndpoint(world.api, logoutEndpoint, [], { body: {} }) },
    client,
  ).mutateAsync;
  const [status, setStatus] = useState<AuthResult["status"]>("idle");
  const [error, setError] = useState<HookError | null>(null);

  const login = useCallback(
    async (credentials: LoginCredentials) => {
      setStatus("submitting");
      setError(null);
      const failure = await signIn(credentials).then(
        () => null,
        (error: unknown) => ({ body: httpBodyOf(error) }),
      );
      if (failure !== null) {
        const body = failure.body;
        const serverMessage =
          typeof body === "object" && body !== null && "error" in body && typeof body.error === "string"
            ? body.error
            : undefined;
        setError({ key: hookMessageKeys.loginFailed, ...(serverMessage ? { serverMessage } : {}) });
        setStatus("failed");
        return false;
      }
      await loadUser(world);
      world.storage.local.setItem(USER_LOGGED_KEY, userLoggedFlagValue(true));
      setStatus("signedIn");
      return true;
    },
    [world, signIn],
  );

  const logout = useCallback(async () => {
    setStatus("submitting");
    await signOut().catch(() => undefined); // the user asked to leave: local state is cleared whatever the server says
    world.stores.user.setState({ status: "anonymous", user: null, expired: false });
    world.stores.active.setState({ id: null });
    world.storage.local.setItem(USER_LOGGED_KEY, userLoggedFlagValue(false));
    setError(null);
    setStatus("signedOut");
  }, [world, signOut]);

  return { status, data: null, error, actions: { login, logout } };
};
