import { act, fireEvent, screen } from "@testing-library/react";
import { validationIssue } from "@travesia/core";
import type { LocationOption } from "@travesia/hooks";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../../test/renderView";
import { DestinationField, type DestinationFieldProps } from "./DestinationField";

const draw = (overrides: Partial<DestinationFieldProps> = {}) =>
  renderView(
    <DestinationField
      id="hotel-destinationId"
      label="Destino"
      placeholder="¿A dónde vas?"
      text=""
      chosenValue=""
      options={[]}
      status="recent"
      minChars={2}
      issues={[validationIssue(["destinationId"], "forms.homeDestinationRequired")]}
      onType={vi.fn()}
      onChoose={vi.fn()}
      {...overrides}
    />,
  );

/** Whatever state it is in, an expanded combobox names a listbox that is in the page (axe `aria-required-attr`). */
const expectExpandedOnlyWithItsList = (input: HTMLElement) => {
  if (input.getAttribute("aria-expanded") !== "true") return;
  const list = document.getElementById(input.getAttribute("aria-controls") ?? "");
  expect(list?.getAttribute("role")).toBe("listbox");
};

const focus = async (input: HTMLElement) => {
  await act(async () => {
    input.focus();
    await Promise.resolve();
  });
};

describe("DestinationField", () => {
  it("focused empty with no recent location (as after a refused submit), it is not expanded", async () => {
    draw();
    const input = screen.getByRole("combobox", { name: "Destino" });
    await focus(input);
    expect(input).toBe(document.activeElement);
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(input.getAttribute("aria-invalid")).toBe("true");
  });

  it("focused with recent locations, it opens on them and names their list", async () => {
    const recent: LocationOption[] = [{ label: "Madrid, España", value: "MAD", type: "city" }];
    draw({ options: recent });
    const input = screen.getByRole("combobox", { name: "Destino" });
    await focus(input);
    expect(input.getAttribute("aria-expanded")).toBe("true");
    expectExpandedOnlyWithItsList(input);
    expect(screen.getByRole("option", { name: /Madrid, España/ })).toBeTruthy();
  });

  it("typed while its suggestions are on their way, an expanded box still names its (empty) list", async () => {
    draw({ status: "waiting", text: "Mad" });
    const input = screen.getByRole("combobox", { name: "Destino" });
    await focus(input);
    await act(async () => {
      fireEvent.change(input, { target: { value: "Madr" } });
      await Promise.resolve();
    });
    expectExpandedOnlyWithItsList(input);
  });
});
