import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderView } from "../../test/renderView";
import { ActivityOffered } from "./ActivityOffered";

describe("ActivityOffered", () => {
  it("shows the page when offered, waits for the user record, and says when activities are not offered", () => {
    const { rerender } = renderView(
      <ActivityOffered access="offered">
        <p>results</p>
      </ActivityOffered>,
    );
    expect(screen.getByText("results")).toBeTruthy();
    rerender(
      <ActivityOffered access="waiting">
        <p>results</p>
      </ActivityOffered>,
    );
    expect(screen.getByRole("status").textContent).toBe("Buscando...");
    rerender(
      <ActivityOffered access="notOffered">
        <p>results</p>
      </ActivityOffered>,
    );
    expect(screen.queryByText("results")).toBeNull();
    expect(screen.getByRole("alert").textContent).toContain("Las actividades no están disponibles para tu usuario.");
    expect(screen.getByRole("link", { name: "Ir al inicio" }).getAttribute("href")).toBe("/");
  });
});
