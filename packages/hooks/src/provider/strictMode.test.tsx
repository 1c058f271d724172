import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useBudgetList } from "../budgets/useBudgetList.js";
import { usePortalConfig } from "../config/usePortalConfig.js";
import { useCounters } from "../counters/useCounters.js";
import { useSessionStatus } from "../session/useSessionStatus.js";
import { useUser } from "../session/useUser.js";
import { useShellHeader } from "../shell/useShellHeader.js";
import { harness } from "../test/harness.js";

// The web renders under <StrictMode>, which mounts, unmounts and mounts every effect once more.
describe("under React StrictMode", () => {
  it("the shell's hooks still settle: no store is left loading by the simulated unmount", async () => {
    const h = harness();
    const { result } = renderHook(
      () => ({
        user: useUser(),
        config: usePortalConfig(),
        counters: useCounters(),
        session: useSessionStatus(),
        header: useShellHeader(),
        budgets: useBudgetList(),
      }),
      { wrapper: h.wrapper, reactStrictMode: true },
    );
    await waitFor(() => expect(result.current.user.status).toBe("anonymous"));
    await waitFor(() => expect(result.current.config.status).toBe("ready"));
    await waitFor(() => expect(result.current.counters.status).toBe("ready"));
    await waitFor(() => expect(result.current.session.status).toBe("loggedOut"));
    await waitFor(() => expect(result.current.header.status).toBe("ready"));
    expect(result.current.budgets.status).toBe("ready");
    expect(h.realtime.openUrls()).toHaveLength(1);
  });
});
