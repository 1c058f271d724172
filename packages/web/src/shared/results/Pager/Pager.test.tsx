import { fireEvent, screen } from "@testing-library/react";
import { paginationView } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../../../test/renderView";
import { Pager } from "./Pager";

describe("Pager (spec 001 §2 pagination)", () => {
  it("draws a window of 10 with first and last, 'Volver' and 'Siguiente' bounded", () => {
    const onPage = vi.fn();
    renderView(<Pager pagination={paginationView(7, 30)} onPage={onPage} />);
    expect(screen.getByRole("button", { name: "Página 7" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getAllByRole("button", { name: /^Página/ })).toHaveLength(10);
    fireEvent.click(screen.getByRole("button", { name: "Última" }));
    fireEvent.click(screen.getByRole("button", { name: "Primera" }));
    fireEvent.click(screen.getByRole("button", { name: "Siguiente" }));
    fireEvent.click(screen.getByRole("button", { name: "Volver" }));
    expect(onPage.mock.calls).toEqual([[30], [1], [8], [6]]);
  });

  it("disables 'Volver' on page 1 and hides itself without pages", () => {
    const view = renderView(<Pager pagination={paginationView(1, 2)} onPage={() => undefined} />);
    expect((screen.getByRole("button", { name: "Volver" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole("button", { name: "Primera" })).toBeNull();
    view.rerender(<Pager pagination={paginationView(1, 0)} onPage={() => undefined} />);
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});
