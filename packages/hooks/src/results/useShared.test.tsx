import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useShared } from "./useShared.js";

describe("useShared", () => {
  it("keeps the identity of the parts equal by value, and a new value runs the component once", () => {
    let renders = 0;
    const { result, rerender } = renderHook(
      ({ value }: { value: { readonly a: { readonly n: number }; readonly b: { readonly n: number } } }) => {
        renders++;
        return useShared(value);
      },
      { initialProps: { value: { a: { n: 1 }, b: { n: 2 } } } },
    );
    const first = result.current;
    renders = 0;
    rerender({ value: { a: { n: 1 }, b: { n: 2 } } });
    expect(result.current).toBe(first);
    rerender({ value: { a: { n: 1 }, b: { n: 3 } } });
    expect(result.current).not.toBe(first);
    expect(result.current).toEqual({ a: { n: 1 }, b: { n: 3 } });
    expect(result.current.a).toBe(first.a);
    const second = result.current;
    rerender({ value: { a: { n: 1 }, b: { n: 3 } } });
    expect(result.current).toBe(second);
    // One render per rerender: a value kept in state set during the render would draw the new one twice.
    expect(renders).toBe(3);
  });
});
