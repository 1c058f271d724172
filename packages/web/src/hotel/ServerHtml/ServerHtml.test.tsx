import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ServerHtml } from "./ServerHtml";

describe("ServerHtml", () => {
  it("shows plain text as text", () => {
    const { container } = render(<ServerHtml html="Check-in desde las 14 h & sin mascotas" />);
    expect(container.textContent).toBe("Check-in desde las 14 h & sin mascotas");
  });

  it("keeps safe markup and removes scripts and handlers once DOMPurify is there", async () => {
    const { container } = render(
      <ServerHtml html={'<p>Desayuno <b>incluido</b></p><script>alert(1)</script><img src="x" onerror="alert(2)">'} />,
    );
    expect((await screen.findByText("incluido")).tagName).toBe("B");
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("img")?.getAttribute("onerror")).toBeNull();
  });

  it("uses the loaded DOMPurify itself (never a new one per place) and sanitises each text once", async () => {
    render(<ServerHtml html="<p>Cargado <b>antes</b></p>" />);
    await screen.findByText("antes");
    // The instance the component loaded (the same dynamic import).
    const sanitize = vi.spyOn((await import("dompurify")).default, "sanitize");
    const html = "<p>Oferta <b>única</b> de la semana</p>";
    const { rerender } = render(<ServerHtml html={html} />);
    expect(screen.getByText("única").tagName).toBe("B");
    rerender(<ServerHtml html={html} />);
    render(<ServerHtml html={html} className="other" />);
    expect(screen.getAllByText("única")).toHaveLength(2);
    expect(sanitize).toHaveBeenCalledTimes(1);
    sanitize.mockRestore();
  });
});
