import { type ProgressiveSearchState, progressiveSearchTransition } from "@travesia/core";
import { useLayoutEffect } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeClock } from "../test/fakeClock.js";
import { harness } from "../test/harness.js";
import { useProgressiveRun } from "./useProgressiveRun.js";

// React's own scheduling, as in a browser: act() would flush a background render with the urgent ones.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

const KEY = "/r/rome?page=1";

/** A page whose run's first request leaves in its mount's layout effect (as the engine sends it): `sent` tells it. */
const Page = ({ sent, drawn }: { readonly sent: "pollSent" | "reply"; readonly drawn: ProgressiveSearchState[] }) => {
  const run = useProgressiveRun(KEY, "rome", true);
  drawn.push(run.state);
  useLayoutEffect(() => {
    run.send(KEY, sent === "pollSent" ? { _tag: sent, now: 0 } : { _tag: sent, now: 0, pending: "true" });
  }, [run.send, sent]);
  return null;
};

/** Mounts {@link Page} in one synchronous render: what follows in that task is drawn before it returns. */
const mountRun = (sent: "pollSent" | "reply") => {
  const Wrapper = harness({ clock: fakeClock(0) }).wrapper;
  const drawn: ProgressiveSearchState[] = [];
  const root = createRoot(document.createElement("div"));
  flushSync(() =>
    root.render(
      <Wrapper>
        <Page sent={sent} drawn={drawn} />
      </Wrapper>,
    ),
  );
  return { drawn, root };
};

describe("useProgressiveRun: what each event draws, and when", () => {
  it("draws a request's leaving in the background, not again in the commit that sent it", async () => {
    const { drawn, root } = mountRun("pollSent");
    // The commit that sent the request is done and nothing was drawn again in its task.
    expect(drawn).toHaveLength(1);
    expect(drawn[0]).toMatchObject({ _tag: "searching", awaitingReply: false });
    // Then React's scheduler draws it in a task of its own.
    await vi.waitFor(() => expect(drawn).toHaveLength(2));
    expect(drawn.at(-1)).toEqual(
      progressiveSearchTransition(drawn[0] as ProgressiveSearchState, { _tag: "pollSent", now: 0 }),
    );
    root.unmount();
  });

  it("draws a reply at once, in the task it came in", () => {
    const { drawn, root } = mountRun("reply");
    expect(drawn.length).toBeGreaterThan(1);
    expect(drawn.at(-1)).toMatchObject({ _tag: "searching", awaitingReply: false, nextPollAt: 1000 });
    root.unmount();
  });
});
