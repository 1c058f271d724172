import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../../test/renderView";
import { BackToTop } from "./BackToTop";

describe("BackToTop", () => {
  it("is absent until visible, then a named button", () => {
    const onClick = vi.fn();
    const { rerender } = renderView(<BackToTop visible={false} onClick={onClick} />);
    expect(screen.queryByRole("button")).toBeNull();
    rerender(<BackToTop visible onClick={onClick} />);
    fireEvent.click(screen.getByRole("button", { name: "Volver arriba" }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});
