import { fireEvent, screen, waitFor } from "@testing-library/react";
import { validateNewBudgetForm } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../../test/renderView";
import { NewBudgetForm } from "./NewBudgetForm";

describe("NewBudgetForm", () => {
  it("shows core's message under every failing field, then clears the form once created", async () => {
    const onCreated = vi.fn();
    const onCreate = vi.fn(async (values) => validateNewBudgetForm(values));
    renderView(<NewBudgetForm onCreate={onCreate} onCreated={onCreated} />);
    fireEvent.click(screen.getByRole("button", { name: "Crear presupuesto" }));
    await waitFor(() => expect(screen.getByText("Ingrese un título.")).toBeTruthy());
    expect(screen.getByText("Ingrese un nombre.")).toBeTruthy();
    expect(screen.getByText("Ingrese un apellido.")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Título" }).getAttribute("aria-describedby")).toMatch(/title-issue/);

    fireEvent.change(screen.getByRole("textbox", { name: "Título" }), { target: { value: "Caribe" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Nombre" }), { target: { value: "José" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Apellido" }), { target: { value: "Núñez" } });
    fireEvent.click(screen.getByRole("button", { name: "Crear presupuesto" }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledOnce());
    expect(onCreate).toHaveBeenLastCalledWith({ title: "Caribe", firstName: "José", lastName: "Núñez", comments: "" });
    expect((screen.getByRole("textbox", { name: "Título" }) as HTMLInputElement).value).toBe("");
    expect(screen.queryByText("Ingrese un título.")).toBeNull();
  });

  it("keeps what was typed when the server refuses the budget", async () => {
    renderView(<NewBudgetForm onCreate={async () => null} />);
    fireEvent.change(screen.getByRole("textbox", { name: "Título" }), { target: { value: "Caribe" } });
    fireEvent.click(screen.getByRole("button", { name: "Crear presupuesto" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Crear presupuesto" })).toBeTruthy());
    expect((screen.getByRole("textbox", { name: "Título" }) as HTMLInputElement).value).toBe("Caribe");
  });
});
