import { renderHook } from "@testing-library/react";
import type { HotelSearchReply } from "@travesia/core";
import { describe, expect, it } from "vitest";
import { useSearchReply } from "./useSearchReply.js";

const replyOf = (name: string) => ({ destinationName: name }) as unknown as HotelSearchReply;

interface Props {
  readonly searchId: string;
  readonly reply: HotelSearchReply | undefined;
  readonly stale: boolean;
}

describe("useSearchReply", () => {
  it("keeps the search's last reply through a refinement without one, drawing each new reply in one render", () => {
    const madrid = replyOf("Madrid");
    const breakfast = replyOf("Madrid");
    let renders = 0;
    const { result, rerender } = renderHook(
      ({ searchId, reply, stale }: Props) => {
        renders++;
        return useSearchReply(searchId, reply, stale);
      },
      { initialProps: { searchId: "mad", reply: madrid, stale: false } satisfies Props as Props },
    );
    expect(result.current).toBe(madrid);
    renders = 0;
    rerender({ searchId: "mad", reply: breakfast, stale: false });
    expect(result.current).toBe(breakfast);
    // A refinement that failed has no reply: the search's last one stands, not a stale one of another search.
    rerender({ searchId: "mad", reply: undefined, stale: false });
    expect(result.current).toBe(breakfast);
    rerender({ searchId: "rome", reply: undefined, stale: false });
    expect(result.current).toBeUndefined();
    // One render per rerender: a reply kept in state set during the render would draw the page twice.
    expect(renders).toBe(3);
  });

  it("does not keep a stale reply (the previous search's, shown while the next loads)", () => {
    const madrid = replyOf("Madrid");
    const { result, rerender } = renderHook(
      ({ searchId, reply, stale }: Props) => useSearchReply(searchId, reply, stale),
      { initialProps: { searchId: "mad", reply: madrid, stale: true } satisfies Props as Props },
    );
    expect(result.current).toBe(madrid);
    rerender({ searchId: "mad", reply: undefined, stale: false });
    expect(result.current).toBeUndefined();
  });
});
