import { useMutation } from "@tanstack/react-query";
import {
  NEWSLETTER_FORM_DEFAULTS,
  newsletterEndpoint,
  TOAST_DURATIONS_MS,
  type ValidationIssue,
  validateNewsletterForm,
} from "@travesia/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { hookMessageKeys } from "../common/hookMessageKeys.js";
import type { HookResult } from "../common/hookResult.js";
import { httpBodyOf } from "../query/endpointError.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";

/** What {@link useNewsletter} returns: spec 001 §2 "states idle, in flight, success, error list". */
export type NewsletterResult = HookResult<
  "idle" | "inFlight" | "success" | "errors",
  {
    readonly email: string;
    /** Core's field issues (email required, e-mail type), checked before any call. */
    readonly issues: readonly ValidationIssue[];
    /** The server's error list, shown 3 seconds (spec 000 §8 "Newsletter errors shown 3 seconds"). */
    readonly serverErrors: readonly string[];
  },
  { readonly setEmail: (email: string) => void; readonly submit: () => Promise<void> }
>;

const serverErrorsOf = (body: unknown): string[] => {
  if (typeof body !== "object" || body === null) return [];
  const { errors } = body as { errors?: unknown };
  return Array.isArray(errors) ? errors.filter((error): error is string => typeof error === "string") : [];
};

/**
 * The newsletter box: validates with core's `validateNewsletterForm`, posts `POST /api/newsletter {email}`, and
 * shows the server's error list (or `newsletter.failed` when the call itself fails) for 3 seconds, then returns to
 * idle.
 *
 * @example
 * const box = useNewsletter();
 * <form onSubmit={(e) => { e.preventDefault(); void box.actions.submit(); }}>
 */
export const useNewsletter = (): NewsletterResult => {
  const { world, client } = usePortalQuery();
  const { clock } = world;
  const { mutateAsync } = useMutation(
    {
      mutationFn: (address: string) => fetchEndpoint(world.api, newsletterEndpoint, [], { body: { email: address } }),
    },
    client,
  );
  const [email, setEmailState] = useState(NEWSLETTER_FORM_DEFAULTS.email);
  const [issues, setIssues] = useState<readonly ValidationIssue[]>([]);
  const [state, setState] = useState<{ status: NewsletterResult["status"]; serverErrors: readonly string[] }>({
    status: "idle",
    serverErrors: [],
  });
  const timer = useRef<unknown>(null);
  useEffect(() => () => clock.clearTimeout(timer.current), [clock]);

  const setEmail = useCallback((next: string) => setEmailState(next), []);
  const submit = useCallback(async () => {
    const found = validateNewsletterForm({ email });
    setIssues(found);
    if (found.length > 0) return;
    setState({ status: "inFlight", serverErrors: [] });
    const serverErrors = await mutateAsync(email.trim()).then(
      (reply) => (reply.success ? null : (reply.errors ?? [])),
      (error: unknown) => serverErrorsOf(httpBodyOf(error)),
    );
    if (serverErrors === null) {
      setState({ status: "success", serverErrors: [] });
      return;
    }
    setState({ status: "errors", serverErrors });
    clock.clearTimeout(timer.current);
    timer.current = clock.setTimeout(
      () => setState({ status: "idle", serverErrors: [] }),
      TOAST_DURATIONS_MS.newsletterError,
    );
  }, [clock, email, mutateAsync]);

  return {
    status: state.status,
    data: { email, issues, serverErrors: state.serverErrors },
    // While errors show: the generic key, for a view that has no server text to show (`serverErrors` empty).
    error: state.status === "errors" ? { key: hookMessageKeys.newsletterFailed } : null,
    actions: { setEmail, submit },
  };
};
