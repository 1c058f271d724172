import { act, render, screen } from "@testing-library/react";
import { lazy, useLayoutEffect } from "react";
import { describe, expect, it } from "vitest";
import { AfterHydration, SWITCH_TURN_LIMIT_MS } from "./afterHydration";

/** A part that notes, when it commits, which placeholders are still on the page. */
const Part = ({ name, log }: { readonly name: string; readonly log: string[] }) => {
  useLayoutEffect(() => {
    const waiting = [...document.querySelectorAll("[data-waiting]")].map((element) => element.textContent);
    log.push(`${name} committed, still waiting: ${waiting.join(", ") || "none"}`);
  }, [name, log]);
  return <p>{name} is here</p>;
};

const placeholder = (name: string) => <p data-waiting>{name}</p>;
const loaded = () => Promise.resolve();

describe("AfterHydration", () => {
  it("shows the fallback first, then the part once its code is there", async () => {
    const log: string[] = [];
    render(
      <AfterHydration fallback={placeholder("A")} load={loaded}>
        <Part log={log} name="A" />
      </AfterHydration>,
    );
    expect(screen.getByText("A")).toBeDefined();
    expect(await screen.findByText("A is here")).toBeDefined();
    expect(screen.queryByText("A")).toBeNull();
  });

  it("commits parts whose code arrived together one at a time, in the order they asked for it", async () => {
    const log: string[] = [];
    // One import for the three parts: their code arrives in the same task, as chunks a page shares do.
    let arrive = () => {};
    const arriving = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const load = () => arriving;
    render(
      <>
        <AfterHydration fallback={placeholder("A")} load={load}>
          <Part log={log} name="A" />
        </AfterHydration>
        <AfterHydration fallback={placeholder("B")} load={load}>
          <Part log={log} name="B" />
        </AfterHydration>
        <AfterHydration fallback={placeholder("C")} load={load}>
          <Part log={log} name="C" />
        </AfterHydration>
      </>,
    );
    // Every part has asked for its code (each in a task of its own) before it arrives.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    arrive();
    await screen.findByText("C is here");
    expect(log).toEqual([
      "A committed, still waiting: B, C",
      "B committed, still waiting: C",
      "C committed, still waiting: none",
    ]);
  });

  it("passes its turn on when it leaves the page before switching", async () => {
    const log: string[] = [];
    let arrive = () => {};
    const arriving = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const page = (withA: boolean) => (
      <>
        {withA && (
          <AfterHydration fallback={placeholder("A")} load={() => arriving}>
            <Part log={log} name="A" />
          </AfterHydration>
        )}
        <AfterHydration fallback={placeholder("B")} load={() => arriving}>
          <Part log={log} name="B" />
        </AfterHydration>
      </>
    );
    const { rerender } = render(page(true));
    await act(async () => {
      arrive();
      await arriving;
    });
    rerender(page(false));
    expect(await screen.findByText("B is here")).toBeDefined();
    expect(log).toEqual(["B committed, still waiting: none"]);
  });

  it("does not keep the next part waiting behind one that cannot commit yet", async () => {
    const log: string[] = [];
    const NeverReady = lazy(() => new Promise<{ default: () => null }>(() => {}));
    render(
      <>
        <AfterHydration fallback={placeholder("A")} load={loaded}>
          <NeverReady />
        </AfterHydration>
        <AfterHydration fallback={placeholder("B")} load={loaded}>
          <Part log={log} name="B" />
        </AfterHydration>
      </>,
    );
    expect(await screen.findByText("B is here", {}, { timeout: SWITCH_TURN_LIMIT_MS + 2000 })).toBeDefined();
    expect(screen.getByText("A")).toBeDefined();
    expect(log).toEqual(["B committed, still waiting: A"]);
  });
});
