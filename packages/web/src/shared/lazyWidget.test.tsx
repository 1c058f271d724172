import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { lazyWidget } from "./lazyWidget";

const Placeholder = ({ name }: { readonly name: string }) => <p>placeholder {name}</p>;
const Real = ({ name }: { readonly name: string }) => <p>widget {name}</p>;

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
});
