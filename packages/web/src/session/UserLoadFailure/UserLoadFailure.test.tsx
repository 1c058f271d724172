import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../../test/renderView";
import { UserLoadFailure } from "./UserLoadFailure";

describe("UserLoadFailure", () => {
  it("alerts 'error al recuperar el usuario' (spec 000 §8) and asks the user call again", () => {
    const onRetry = vi.fn();
    renderView(<UserLoadFailure onRetry={onRetry} />);
    expect(screen.getByRole("alert").textContent).toBe("error al recuperar el usuario");
    fireEvent.click(screen.getByRole("button", { name: "Volver a cargar el usuario" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it.each([
    ["en", "error loading the user", "Load the user again"],
    ["pt", "erro ao recuperar o usuário", "Carregar o usuário de novo"],
  ] as const)("speaks %s", (language, message, retry) => {
    renderView(<UserLoadFailure onRetry={() => undefined} />, language);
    expect(screen.getByRole("alert").textContent).toBe(message);
    expect(screen.getByRole("button", { name: retry })).toBeTruthy();
  });
});
