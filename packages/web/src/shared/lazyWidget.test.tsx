import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { lazyWidget } from "./lazyWidget";

const Placeholder = ({ name }: { readonly name: string }) => <p>placeholder {name}</p>;
const Real = ({ name }: { readonly name: string }) => <p>widget {name}</p>;

interface Props {
  readonly name: string;
  readonly onPress?: (how: string) => void;
}
const Stand = ({ name }: Props) => <button type="button">placeholder {name}</button>;
const Control = ({ name, onPress }: Props) => (
  <button type="button" onClick={() => onPress?.("click")} onKeyDown={(event) => onPress?.(event.key)}>
    widget {name}
  </button>
);

/** While set, the field below suspends on it, as a widget whose part loads later does. */
const fieldGate: { current: Promise<void> | null } = { current: null };
const SuspendingField = ({ name }: { readonly name: string }) => {
  if (fieldGate.current !== null) throw fieldGate.current;
  return <input aria-label={`widget ${name}`} />;
};
const PlaceholderField = ({ name }: { readonly name: string }) => <input aria-label={`placeholder ${name}`} />;

describe("lazyWidget", () => {
  it("draws the placeholder until the code loads, then the widget; once loaded, a new one is the widget at once", async () => {
    const Widget = lazyWidget<{ readonly name: string }>(async () => ({ default: Real }), Placeholder);
    render(<Widget name="first" />);
    expect(screen.getByText("placeholder first")).toBeTruthy();
    expect(await screen.findByText("widget first")).toBeTruthy();
    // A results card mounted by a filter click: its widgets' code is already there, no placeholder commit first.
    render(<Widget name="second" />);
    expect(screen.getByText("widget second")).toBeTruthy();
    expect(screen.queryByText("placeholder second")).toBeNull();
  });

  it("hands the placeholder's focus over once: the widget drawn again after a suspension does not take it back", async () => {
    const Widget = lazyWidget<{ readonly name: string }>(async () => ({ default: SuspendingField }), PlaceholderField);
    const { rerender } = render(
      <>
        <Widget name="origin" />
        <input aria-label="destination" />
      </>,
    );
    act(() => screen.getByLabelText("placeholder origin").focus());
    const control = await screen.findByLabelText("widget origin");
    await waitFor(() => expect(document.activeElement).toBe(control));
    act(() => screen.getByLabelText("destination").focus());
    // A part of the widget that loads later (a chunk of its own) suspends it after it was shown, while the person is
    // in another field: that field keeps the focus when the widget comes back.
    let open = () => {};
    const gate = new Promise<void>((done) => {
      open = done;
    });
    fieldGate.current = gate;
    rerender(
      <>
        <Widget name="origin again" />
        <input aria-label="destination" />
      </>,
    );
    fieldGate.current = null;
    await act(async () => {
      open();
      await gate;
    });
    expect(await screen.findByLabelText("widget origin again")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("destination"));
  });

  it("leaves the placeholder's own keys alone while its code loads (a checkbox in it still toggles)", () => {
    const Widget = lazyWidget<Props>(() => new Promise(() => undefined), Stand);
    render(<Widget name="kept" />);
    const keys = ["Enter", " ", "ArrowDown"].map((key) =>
      fireEvent.keyDown(screen.getByText("placeholder kept"), { key }),
    );
    // fireEvent answers false when a listener prevented the key's default action.
    expect(keys).toEqual([true, true, true]);
  });
});

describe("lazyWidget, drawn when a person comes to it", () => {
  const make = () => {
    const load = vi.fn(async () => ({ default: Control }));
    return { load, Widget: lazyWidget<Props>(load, Stand, "intent") };
  };

  it("loads its code ahead but draws the placeholder until the pointer comes over it", async () => {
    const { load, Widget } = make();
    render(<Widget name="a" />);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    // However long a person leaves it: the placeholder stays.
    await new Promise((done) => setTimeout(done, 50));
    expect(screen.getByText("placeholder a")).toBeTruthy();
    expect(screen.queryByText("widget a")).toBeNull();
    await load.mock.results[0]?.value;
    // Drawn within the pointer's own event (a browser's, outside act), before the press that follows it.
    screen.getByText("placeholder a").dispatchEvent(new Event("pointerover", { bubbles: true }));
    expect(screen.getByText("widget a")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("moves the focus that came to the placeholder onto the widget's control", async () => {
    const { Widget } = make();
    render(<Widget name="b" />);
    act(() => screen.getByText("placeholder b").focus());
    const control = await screen.findByText("widget b");
    await waitFor(() => expect(document.activeElement).toBe(control));
  });

  it("presses the widget's control again for a click or an acting key that came before it, nothing for other keys", async () => {
    for (const [press, heard] of [
      [(target: HTMLElement) => fireEvent.click(target), "click"],
      [(target: HTMLElement) => fireEvent.keyDown(target, { key: "Enter" }), "Enter"],
      [(target: HTMLElement) => fireEvent.keyDown(target, { key: "ArrowDown" }), "ArrowDown"],
    ] as const) {
      const { Widget } = make();
      const onPress = vi.fn();
      const { unmount } = render(<Widget name="c" onPress={onPress} />);
      press(screen.getByText("placeholder c"));
      await screen.findByText("widget c");
      await waitFor(() => expect(onPress).toHaveBeenCalledWith(heard));
      expect(onPress).toHaveBeenCalledTimes(1);
      unmount();
    }
    const { Widget } = make();
    const onPress = vi.fn();
    render(<Widget name="d" onPress={onPress} />);
    fireEvent.keyDown(screen.getByText("placeholder d"), { key: "x" });
    await new Promise((done) => setTimeout(done, 50));
    expect(screen.queryByText("widget d")).toBeNull();
    expect(onPress).not.toHaveBeenCalled();
  });
});
