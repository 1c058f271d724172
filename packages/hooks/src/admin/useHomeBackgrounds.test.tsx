import { act, renderHook, waitFor } from "@testing-library/react";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { describe, expect, it } from "vitest";
import { harness, signIn } from "../test/harness.js";
import { useAdminAirlines } from "./useAdminAirlines.js";
import { useHomeBackgrounds } from "./useHomeBackgrounds.js";

const SLOT = { pageCode: "flights", device: "tablet", language: "pt" } as const;

const world = async (username: string) => {
  const fetcher = inProcessFetcher(createDemoApi());
  await signIn(fetcher, username);
  return harness({ fetcher });
};

const media = () => ({ backgrounds: useHomeBackgrounds(), airlines: useAdminAirlines() });

describe("the back office's image hooks against the demo API", () => {
  it("say forbidden to an agent", async () => {
    const { result } = renderHook(media, { wrapper: (await world("agente")).wrapper });
    await waitFor(() => expect(result.current.backgrounds.status).toBe("forbidden"));
  });

  it("list every slot, and refuse an SVG background or logo with core's rule before any call", async () => {
    const h = await world("admin");
    const { result } = renderHook(media, { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.backgrounds.data.backgrounds).toHaveLength(48));

    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], "fondo.svg", { type: "image/svg+xml" });
    await act(async () => void (await result.current.backgrounds.actions.upload(SLOT, svg)));
    expect(result.current.backgrounds.data.issues).toEqual([{ field: "file", key: "admin.upload.svg" }]);
    await act(async () => void (await result.current.airlines.actions.uploadLogo("AR", svg)));
    expect(result.current.airlines.data.issues).toEqual([{ field: "file", key: "admin.upload.svg" }]);
    expect(h.calls.filter((call) => call.startsWith("POST /api/admin"))).toEqual([]);
    // (An accepted upload goes through the demo API in testkit's route tests and the admin-content journey.)
  });
});
