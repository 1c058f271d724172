import { act, renderHook, waitFor } from "@testing-library/react";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { describe, expect, it } from "vitest";
import { harness, signIn } from "../test/harness.js";
import { useAdminAirlines } from "./useAdminAirlines.js";
import { useAdminPois } from "./useAdminPois.js";
import { useHomeContent } from "./useHomeContent.js";

const world = async (username?: string) => {
  const fetcher = inProcessFetcher(createDemoApi());
  if (username !== undefined) await signIn(fetcher, username);
  return harness({ fetcher });
};

const content = () => ({ pois: useAdminPois("BUE"), airlines: useAdminAirlines(), home: useHomeContent() });

describe("the back office's content hooks against the demo API", () => {
  it("say forbidden to an agent", async () => {
    const { result } = renderHook(content, { wrapper: (await world("agente")).wrapper });
    await waitFor(() => expect(result.current.home.status).toBe("forbidden"));
    expect(result.current.airlines.status).toBe("forbidden");
  });

  it("check a POI with core's rules before any call, then save it, rename an airline and reorder the promotions", async () => {
    const h = await world("admin");
    const { result } = renderHook(content, { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.pois.data.pois.length).toBeGreaterThan(0));
    await waitFor(() => expect(result.current.home.data.lists.promotions.length).toBeGreaterThan(1));

    const poi = { city: "BUE", description: "Obelisco", latitude: 95, longitude: -58.38, vicinity: "", type: "park" };
    await act(async () => void (await result.current.pois.actions.save(poi)));
    expect(result.current.pois.data.issues).toEqual([{ field: "latitude", key: "admin.pois.issue.latitude" }]);
    expect(h.calls.filter((call) => call.startsWith("POST /api/admin"))).toEqual([]);
    await act(async () => void (await result.current.pois.actions.save({ ...poi, latitude: -34.6 })));
    expect(result.current.pois.data.save).toBe("saved");
    await waitFor(() => expect(result.current.pois.data.pois.map((known) => known.description)).toContain("Obelisco"));

    await act(async () => void (await result.current.airlines.actions.rename("AR", "Aerolíneas AR")));
    await waitFor(() =>
      expect(result.current.airlines.data.airlines.find((airline) => airline.carrierId === "AR")?.name).toBe(
        "Aerolíneas AR",
      ),
    );

    const [first, second, ...rest] = result.current.home.data.lists.promotions;
    if (first === undefined || second === undefined) throw new Error("two promotions");
    await act(async () => void (await result.current.home.actions.saveList("promotions", [second, first, ...rest])));
    await waitFor(() => expect(result.current.home.data.lists.promotions[0]).toEqual(second));
  });
});
