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
    expect(figures).toEqual({
      latency: 180,
      total: 210,
      apiMs: 30,
      eventTiming: 24,
      phases: { firstPaint: 95, replyEnd: 130, lastChange: 200, settled: 210 },
    });
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
    expect(figures).toEqual({
      latency: 150,
      total: 170,
      apiMs: 20,
      eventTiming: null,
      phases: { firstPaint: 170, replyEnd: 70, lastChange: 150, settled: 170 },
    });
  });

  it("subtracts nothing when the query cache answered (no request after the input)", () => {
    expect(interactionFigures(records({ mutations: [1_040], paints: [1_060] }))).toEqual({
      latency: 60,
      total: 60,
      apiMs: null,
      eventTiming: null,
      phases: { firstPaint: 60, replyEnd: null, lastChange: 40, settled: 60 },
    });
  });

  it("says where the time went when the input painted before its reply came (a list answered from what it held)", () => {
    // The control's state painted at +40, the list's cards changed at +60 and painted at +100, the reply in at +30,
    // its confirmation (the list no longer busy) at +110 and painted at +130.
    const figures = interactionFigures(
      records({
        api: [{ start: 1_010, end: 1_030 }],
        mutations: [1_020, 1_060, 1_110],
        paints: [1_040, 1_100, 1_130],
      }),
    );
    expect(figures?.phases).toEqual({ firstPaint: 40, replyEnd: 30, lastChange: 110, settled: 130 });
    expect(figures?.latency).toBe(110);
  });

  it("times a list answered before its reply, which changed nothing, to that answer's paint, leaving nothing out", () => {
    // The list's answer at +60, painted at +90; the search sent after that paint, its reply in at +130: nothing more.
    const figures = interactionFigures(
      records({ api: [{ start: 1_095, end: 1_130 }], mutations: [1_060], paints: [1_090, 1_140] }),
    );
    expect(figures).toEqual({
      latency: 90,
      total: 90,
      apiMs: 0,
      eventTiming: null,
      phases: { firstPaint: 90, replyEnd: 130, lastChange: 60, settled: 90 },
    });
  });

  it("has no figures without an input, a change after the input, a paint after the change, or a settled list", () => {
    expect(interactionFigures(records({ inputs: [] }))).toBeNull();
    expect(
      interactionFigures(records({ api: [{ start: 1_100, end: 1_130 }], mutations: [990], paints: [995] })),
    ).toBeNull();
    expect(interactionFigures(records({ mutations: [1_040], paints: [1_020] }))).toBeNull();
    // Changed again only after the next request (a poll): not settled before it, and not timed.
    expect(
      interactionFigures(
        records({
          api: [
            { start: 1_010, end: 1_030 },
            { start: 1_200, end: 1_220 },
          ],
          mutations: [1_020, 1_250],
          paints: [1_040, 1_260],
        }),
      ),
    ).toBeNull();
  });
});
