import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { renderView } from "../../test/renderView";
import { DeadlineDigestForm } from "./DeadlineDigestForm";

const form = { status: "ready" as const, timeZone: "Europe/Madrid", saved: null };

describe("DeadlineDigestForm", () => {
  it("offers no digest or each hour of the agent's day, and saves the one chosen", async () => {
    const onSave = vi.fn();
    const { container } = renderView(<DeadlineDigestForm {...form} hour={null} onSave={onSave} />);
    const select = screen.getByRole("combobox", { name: "Hora del resumen (Europe/Madrid)" });
    expect(screen.getAllByRole("option")).toHaveLength(25);
    expect((select as HTMLSelectElement).value).toBe("off");
    fireEvent.change(select, { target: { value: "8" } });
    fireEvent.click(screen.getByRole("button", { name: "Guardar" }));
    expect(onSave).toHaveBeenCalledWith(8);
    fireEvent.change(select, { target: { value: "off" } });
    fireEvent.click(screen.getByRole("button", { name: "Guardar" }));
    expect(onSave).toHaveBeenLastCalledWith(null);
    await expectNoAxeViolations(container);
  });

  it("says what was saved, or that saving failed", () => {
    const { rerender } = renderView(
      <DeadlineDigestForm {...form} hour={8} saved={true} onSave={() => undefined} />,
      "en",
    );
    expect(screen.getByRole("status").textContent).toBe("You will get the digest every day at 08:00.");
    expect((screen.getByRole("combobox") as HTMLSelectElement).value).toBe("8");
    rerender(<DeadlineDigestForm {...form} status="error" hour={8} saved={false} onSave={() => undefined} />);
    expect(screen.getByRole("status").textContent).toBe("The daily digest could not be saved.");
  });
});
