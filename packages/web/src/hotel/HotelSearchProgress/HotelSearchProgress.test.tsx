import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../../test/renderView";
import { HotelSearchProgress } from "./HotelSearchProgress";

describe("HotelSearchProgress (spec 001 §4 progress bar)", () => {
  it("shows the bar with stop while loading, resume once stopped, nothing once complete", () => {
    const onStop = vi.fn();
    const onResume = vi.fn();
    const view = renderView(
      <HotelSearchProgress progress={42.5} loading stopped={false} onStop={onStop} onResume={onResume} />,
    );
    expect(screen.getByRole("progressbar", { name: "Progreso de la búsqueda" }).getAttribute("aria-valuenow")).toBe(
      "43",
    );
    fireEvent.click(screen.getByRole("button", { name: "Detener búsqueda" }));
    expect(onStop).toHaveBeenCalledOnce();
    view.rerender(<HotelSearchProgress progress={50} loading={false} stopped onStop={onStop} onResume={onResume} />);
    expect(screen.getByText("Búsqueda detenida")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Reanudar búsqueda" }));
    expect(onResume).toHaveBeenCalledOnce();
    view.rerender(
      <HotelSearchProgress progress={100} loading={false} stopped={false} onStop={onStop} onResume={onResume} />,
    );
    expect(screen.queryByRole("progressbar")).toBeNull();
  });
});
