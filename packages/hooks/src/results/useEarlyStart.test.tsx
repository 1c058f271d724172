import { QueryClient } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useEarlyStart } from "./useEarlyStart.js";

const keyOf = (url: string) => ["results", "test", "", url];

describe("useEarlyStart", () => {
  it("holds a search an input started fresh from the render that shows it, before that render's effects", async () => {
    const client = new QueryClient();
    client.setQueryData(keyOf("/b"), "an older reply of /b");
    const optionsOf = (url: string) => ({ queryKey: keyOf(url), queryFn: () => new Promise<string>(() => undefined) });
    // What the query's staleTime says in each render, before the effects of that render run.
    const inRender: number[] = [];
    const { result, rerender } = renderHook(
      ({ key }: { key: string }) => {
        const early = useEarlyStart(client, key, keyOf, optionsOf, () => undefined);
        const state = client.getQueryState(keyOf(key));
        if (state !== undefined) inRender.push(early.staleTime({ state }));
        return early;
      },
      { initialProps: { key: "/a" } },
    );
    void result.current.start("/b", "afterPaint");
    inRender.length = 0;
    rerender({ key: "/b" });
    // Stale in the render and fresh after its effect, the query's result would change between the two and the page
    // would be drawn a second time (TanStack's store).
    expect(inRender[0]).toBe(Number.POSITIVE_INFINITY);
    expect(result.current.staleTime({ state: { dataUpdateCount: 1 } })).toBe(Number.POSITIVE_INFINITY);
    client.clear();
  });
});
