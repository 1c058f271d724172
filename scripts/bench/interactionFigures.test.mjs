import { describe, expect, it } from "vitest";
import { interactionFigures } from "./_interactionFigures.mjs";

const records = (overrides) => ({ inputs: [1_000], api: [], mutations: [], paints: [], events: [], ...overrides });

describe("an interaction's figures", () => {
  it("times the input to the paint after the list's last change past the reply, leaving the reply out", () => {
    const figures = interactionFigures(
      records({
        api: [{ start: 1_100, end: 1_130 }],
        mutations: [900, 1_090, 1_180, 1_200],
        paints: [950, 1_095, 1_210, 1_260],
        events: [{ start: 1_000, duration: 24 }],
      }),
    );
    expect(figures).toEqual({ latency: 180, total: 210, apiMs: 30, eventTiming: 24 });
  });

  it("stops at the next request (a progressive poll) and ignores requests from before the input", () => {
    const figures = interactionFigures(
      records({
        api: [
          { start: 500, end: 600 },
          { start: 2_200, end: 2_250 },
          { start: 1_050, end: 1_070 },
        ],
        mutations: [1_150, 2_300],
        paints: [1_170, 2_320],
      }),
    );
    expect(figures).toEqual({ latency: 150, total: 170, apiMs: 20, eventTiming: null });
  });

  it("subtracts nothing when the query cache answered (no request after the input)", () => {
    expect(interactionFigures(records({ mutations: [1_040], paints: [1_060] }))).toEqual({
      latency: 60,
      total: 60,
      apiMs: null,
      eventTiming: null,
    });
  });

  it("has no figures without an input, a change after the reply, or a paint after the change", () => {
    expect(interactionFigures(records({ inputs: [] }))).toBeNull();
    expect(
      interactionFigures(records({ api: [{ start: 1_100, end: 1_130 }], mutations: [1_090], paints: [1_095] })),
    ).toBeNull();
    expect(interactionFigures(records({ mutations: [1_040], paints: [1_020] }))).toBeNull();
  });
});
