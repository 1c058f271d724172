import { describe, expect, it } from "vitest";
import { sameNode } from "./sameNode";

const toggle = () => {};

describe("sameNode", () => {
  it("compares elements, arrays and plain objects by value and functions by identity", () => {
    const body = (count: number, onToggle: () => void) => (
      <fieldset>
        <input type="checkbox" onChange={onToggle} />
        {[{ code: "A", count }].map((choice) => (
          <span key={choice.code}>{choice.count}</span>
        ))}
      </fieldset>
    );
    expect(sameNode(body(3, toggle), body(3, toggle))).toBe(true);
    expect(sameNode(body(3, toggle), body(4, toggle))).toBe(false);
    expect(
      sameNode(
        body(3, toggle),
        body(3, () => {}),
      ),
    ).toBe(false);
    expect(sameNode({ a: [1, { b: null }] }, { a: [1, { b: null }] })).toBe(true);
    expect(sameNode({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameNode([1, 2], [1, 2, 3])).toBe(false);
    expect(sameNode(new Date(0), new Date(0))).toBe(false);
    expect(sameNode(Number.NaN, Number.NaN)).toBe(true);
  });
});
