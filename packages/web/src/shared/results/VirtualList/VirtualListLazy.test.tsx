import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderView } from "../../../test/renderView";
import { VirtualListLazy } from "./VirtualListLazy";

describe("VirtualListLazy", () => {
  it("draws the cards and the footer whether or not the list's code has loaded yet", async () => {
    renderView(
      <VirtualListLazy
        count={40}
        renderItem={(index) => <p>{`Tarjeta ${index + 1}`}</p>}
        label="Resultados"
        estimateSize={420}
        footer={<button type="button">Siguiente</button>}
      />,
    );
    expect(screen.getByRole("list", { name: "Resultados" })).toBeTruthy();
    expect(screen.getByText("Tarjeta 1")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Siguiente" })).toBeTruthy();
    // A first screen's worth, never the whole list (a results page holds at most 800 elements).
    expect(await screen.findByText("Tarjeta 1")).toBeTruthy();
    expect(screen.queryByText("Tarjeta 40")).toBeNull();
  });
});
