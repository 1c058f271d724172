import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { RichTextEditor } from "./RichTextEditor";

const LABELS = {
  toolbar: "Formato del texto",
  bold: "Negrita",
  italic: "Cursiva",
  bulletList: "Lista con viñetas",
  numberedList: "Lista numerada",
};

const renderEditor = (initialHtml: string, onChange = vi.fn()) => {
  const view = render(
    <div>
      <span id="description-label">Descripción</span>
      <RichTextEditor labelId="description-label" initialHtml={initialHtml} onChange={onChange} labels={LABELS} />
    </div>,
  );
  return { ...view, onChange };
};

// jsdom lays nothing out, and ProseMirror's commands scroll the selection into view: the toolbar's commands are tested
// in the browser (e2e/admin-hotels.spec.ts: bold and a list typed from the keyboard, each button pressed).
describe("RichTextEditor", () => {
  it("is a multi-line text box named by its label, with a named toolbar of named buttons, and no axe violation", async () => {
    const { container } = renderEditor("<p>Frente al <strong>parque</strong></p><ul><li>Spa</li></ul>");
    const text = await screen.findByRole("textbox", { name: "Descripción" });
    expect(text.getAttribute("aria-multiline")).toBe("true");
    expect(text.getAttribute("contenteditable")).toBe("true");
    expect(within(text).getByText("parque").tagName).toBe("STRONG");
    expect(within(text).getByRole("listitem").textContent).toBe("Spa");
    const toolbar = screen.getByRole("toolbar", { name: "Formato del texto" });
    expect(
      within(toolbar)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["BNegrita", "ICursiva", "•Lista con viñetas", "1.Lista numerada"]);
    for (const name of Object.values(LABELS).slice(1))
      expect(within(toolbar).getByRole("button", { name }).getAttribute("aria-pressed")).toBe("false");
    await expectNoAxeViolations(container);
  });

  it("drops what its schema has no place for (a script, an image's handler) from the HTML it starts with", async () => {
    renderEditor('<p>Hola</p><script>alert(1)</script><img src="x" onerror="alert(1)">');
    const text = await screen.findByRole("textbox", { name: "Descripción" });
    expect(text.querySelector("script")).toBeNull();
    expect(text.querySelector("[onerror]")).toBeNull();
    expect(text.textContent).toBe("Hola");
  });
});
