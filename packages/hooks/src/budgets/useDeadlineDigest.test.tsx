import { act, renderHook, waitFor } from "@testing-library/react";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { describe, expect, it } from "vitest";
import { useUser } from "../session/useUser.js";
import { failingFor, harness, signIn } from "../test/harness.js";
import { useDeadlineDigest } from "./useDeadlineDigest.js";

const ZONE = "Europe/Madrid";

const agent = async (failing?: RegExp) => {
  const base = inProcessFetcher(createDemoApi());
  await signIn(base, "agente");
  const h = harness({ fetcher: failing === undefined ? base : failingFor(base, failing) });
  return renderHook(() => ({ user: useUser(), digest: useDeadlineDigest(ZONE) }), { wrapper: h.wrapper });
};

describe("useDeadlineDigest", () => {
  it("reads the agent's schedule and saves a new hour in their zone, then stops it", async () => {
    const { result } = await agent();
    await waitFor(() => expect(result.current.digest.status).toBe("ready"));
    expect(result.current.digest.data).toEqual({ hour: null, timeZone: ZONE, saved: null });
    expect(await act(() => result.current.digest.actions.save(7))).toBe(true);
    await waitFor(() => expect(result.current.digest.data).toEqual({ hour: 7, timeZone: ZONE, saved: true }));
    expect(await act(() => result.current.digest.actions.save(null))).toBe(true);
    await waitFor(() => expect(result.current.digest.data.hour).toBeNull());
  });

  it("says a save failed, keeping the server's schedule", async () => {
    const { result } = await agent(/^POST \/api\/budget\/deadlineDigest/);
    await waitFor(() => expect(result.current.digest.status).toBe("ready"));
    expect(await act(() => result.current.digest.actions.save(9))).toBe(false);
    await waitFor(() => expect(result.current.digest.status).toBe("error"));
    expect(result.current.digest.error).toEqual({ key: "budget.digestError" });
    expect(result.current.digest.data).toMatchObject({ hour: null, saved: false });
  });

  it("is off with nobody signed in", async () => {
    const h = harness();
    const { result } = renderHook(() => ({ user: useUser(), digest: useDeadlineDigest(ZONE) }), {
      wrapper: h.wrapper,
    });
    await waitFor(() => expect(result.current.user.status).toBe("anonymous"));
    expect(result.current.digest.status).toBe("off");
  });
});
