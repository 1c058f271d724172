import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../../test/renderView";
import { resultsData } from "../resultsFixtures";
import { HotelResultsSummary } from "./HotelResultsSummary";

const summary = resultsData().summary ?? (undefined as never);

describe("HotelResultsSummary (spec 001 §2 search summary)", () => {
  it("names nights, rooms, guests and the days, and toggles the form", () => {
    const onToggle = vi.fn();
    const view = renderView(
      <HotelResultsSummary
        summary={summary}
        destination="Madrid"
        editing={false}
        onToggleEdit={onToggle}
        mapHref="/m"
        form={<p>formulario</p>}
      />,
    );
    expect(screen.getByText("3 noches · 1 habitación · 2 adultos · 1 menor · 1 bebé")).toBeTruthy();
    expect(screen.getByText(/1 de marzo/)).toBeTruthy();
    expect(screen.getByText(/4 de marzo/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ver mapa" }).getAttribute("href")).toBe("/m");
    expect(screen.queryByText("formulario")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Ajustar búsqueda" }));
    expect(onToggle).toHaveBeenCalledOnce();
    view.rerender(
      <HotelResultsSummary
        summary={summary}
        destination={null}
        editing
        onToggleEdit={onToggle}
        mapHref={null}
        form={<p>formulario</p>}
      />,
    );
    expect(screen.getByText("formulario")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Ajustar búsqueda" }).getAttribute("aria-expanded")).toBe("true");
    expect(screen.queryByRole("link", { name: "Ver mapa" })).toBeNull();
  });

  it("speaks English and Portuguese", () => {
    renderView(
      <HotelResultsSummary
        summary={summary}
        destination={null}
        editing={false}
        onToggleEdit={() => undefined}
        mapHref={null}
        form={null}
      />,
      "en",
    );
    expect(screen.getByText("3 nights · 1 room · 2 adults · 1 child · 1 infant")).toBeTruthy();
    expect(screen.getByText(/March 1/)).toBeTruthy();
  });

  it("counts guests only for a house", () => {
    renderView(
      <HotelResultsSummary
        summary={summary}
        destination={null}
        editing={false}
        onToggleEdit={() => undefined}
        mapHref={null}
        showRooms={false}
        form={null}
      />,
    );
    expect(screen.getByText("3 noches · 2 adultos · 1 menor · 1 bebé")).toBeTruthy();
  });
});
