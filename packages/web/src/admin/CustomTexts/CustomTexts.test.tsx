import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { renderView } from "../../test/renderView";
import { CustomTextEditor } from "./CustomTextEditor";
import { CustomTexts } from "./CustomTexts";

const variants = [
  { id: "es-AR", name: "Español (Argentina)", base: "es" },
  { id: "pt-BR", name: "Português (Brasil)", base: "pt" },
];
const found = {
  key: "hotelResults.found",
  base: "{count, plural, one {# alojamiento} other {# alojamientos}}",
  text: "",
};

describe("CustomTexts", () => {
  it("chooses a variant, searches, and opens a text's editor", async () => {
    const onVariant = vi.fn();
    const onSearch = vi.fn();
    const onEdit = vi.fn();
    const { container } = renderView(
      <CustomTexts
        variants={variants}
        variant="es-AR"
        search=""
        texts={[found]}
        onVariant={onVariant}
        onSearch={onSearch}
        onEdit={onEdit}
        editor={null}
      />,
    );
    expect(screen.getByRole("radio", { name: "Español (Argentina)" }).getAttribute("aria-checked")).toBe("true");
    fireEvent.click(screen.getByRole("radio", { name: "Português (Brasil)" }));
    expect(onVariant).toHaveBeenCalledWith("pt-BR");
    fireEvent.change(screen.getByRole("searchbox", { name: "Buscar un texto por su clave o su contenido" }), {
      target: { value: "alojamiento" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Buscar" }));
    expect(onSearch).toHaveBeenCalledWith("alojamiento");
    expect(screen.getByText("(sin personalizar)")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Editar hotelResults.found" }));
    expect(onEdit).toHaveBeenCalledWith(found);
    await expectNoAxeViolations(container);
  });

  it("edits a text, naming the placeholders to keep and saying why a text is refused", async () => {
    const onDraft = vi.fn();
    const onSave = vi.fn();
    const { container } = renderView(
      <CustomTextEditor
        text={found}
        draft="Alojamientos"
        issues={[{ field: "text", key: "admin.texts.issue.placeholders", params: { names: "{count}" } }]}
        status="failed"
        onDraft={onDraft}
        onSave={onSave}
        onCancel={() => undefined}
      />,
      "en",
    );
    const box = screen.getByRole("textbox", { name: "Custom text of hotelResults.found" });
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(
      screen.getByText("Empty: the catalog's text comes back. Keep the placeholders in braces: {count}."),
    ).toBeTruthy();
    expect(screen.getByText("The text must use the same placeholders as the catalog: {count}.")).toBeTruthy();
    fireEvent.change(box, { target: { value: "{count} hotels" } });
    expect(onDraft).toHaveBeenCalledWith("{count} hotels");
    fireEvent.click(screen.getByRole("button", { name: "Save text" }));
    expect(onSave).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });
});
