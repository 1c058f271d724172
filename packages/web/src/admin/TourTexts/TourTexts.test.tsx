import { fireEvent, screen, within } from "@testing-library/react";
import { type AdminTourText, LANGUAGES, TOUR_STEPS, type TourStep } from "@travesia/core";
import type { TourStepSave } from "@travesia/hooks";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { renderView } from "../../test/renderView";
import { TourTexts, type TourTextsProps } from "./TourTexts";

/** Every language's every step's title and text: defaults named after them, step 1's title in es rewritten. */
const TEXTS: AdminTourText[] = LANGUAGES.flatMap((language) =>
  TOUR_STEPS.flatMap((step) =>
    (["title", "text"] as const).map((field) => ({
      language,
      step,
      field,
      base: `${field} ${step} ${language}`,
      text: language === "es" && step === "search" && field === "title" ? "Tu viaje empieza acá" : "",
    })),
  ),
);

const IDLE: TourStepSave = { step: null, status: "idle", issues: [] };

const props = (over: Partial<TourTextsProps> = {}): TourTextsProps => ({
  texts: TEXTS,
  language: "es",
  save: IDLE,
  onLanguage: () => {},
  onSave: async () => {},
  ...over,
});

const stepForm = (step: TourStep) => screen.getByTestId(`tour-step-${step}`);

describe("TourTexts", () => {
  it("names the language choice and each step's title, text and save, with no axe violation in es, en and pt", async () => {
    for (const language of LANGUAGES) {
      const { container, unmount } = renderView(<TourTexts {...props()} />, language);
      expect(screen.getAllByRole("radio")).toHaveLength(3);
      for (const [index, step] of TOUR_STEPS.entries()) {
        const form = within(stepForm(step));
        expect(form.getAllByRole("textbox")).toHaveLength(2);
        for (const box of form.getAllByRole("textbox")) expect(box.getAttribute("aria-labelledby")).not.toBeNull();
        expect(form.getByRole("button").textContent).toContain(String(index + 1));
      }
      await expectNoAxeViolations(container);
      unmount();
    }
    renderView(<TourTexts {...props()} />);
    expect(screen.getByRole("radio", { name: "Español" }).getAttribute("aria-checked")).toBe("true");
    const search = within(stepForm("search"));
    expect(search.getByRole("heading", { level: 3, name: "Paso 1: el buscador" })).toBeTruthy();
    const title = search.getByRole("textbox", { name: "Título" }) as HTMLInputElement;
    expect(title.value).toBe("Tu viaje empieza acá");
    expect(title.getAttribute("aria-describedby")).not.toBeNull();
    expect(search.getByText("Original: title search es")).toBeTruthy();
    expect((search.getByRole("textbox", { name: "Texto" }) as HTMLTextAreaElement).value).toBe("");
  });

  it("saves one step's draft in the chosen language, and switches the language", () => {
    const onSave = vi.fn(async () => {});
    const onLanguage = vi.fn();
    renderView(<TourTexts {...props({ onSave, onLanguage })} />);
    const filters = within(stepForm("filters"));
    fireEvent.change(filters.getByRole("textbox", { name: "Título" }), { target: { value: "Filtrá acá" } });
    fireEvent.click(filters.getByRole("button", { name: "Guardar el paso 2" }));
    expect(onSave).toHaveBeenCalledWith("es", "filters", { title: "Filtrá acá", text: "" });
    fireEvent.click(screen.getByRole("radio", { name: "Português" }));
    expect(onLanguage).toHaveBeenCalledWith("pt");
  });

  it("says a saved step, a failed save, and a refused text under its field (read with it), only on that step", () => {
    const { rerender } = renderView(
      <TourTexts {...props({ save: { step: "search", status: "saved", issues: [] } })} />,
    );
    expect(within(stepForm("search")).getByRole("status").textContent).toBe("Paso guardado.");
    expect(within(stepForm("filters")).getByRole("status").textContent).toBe("");

    rerender(<TourTexts {...props({ save: { step: "filters", status: "failed", issues: [] } })} />);
    expect(within(stepForm("filters")).getByRole("status").textContent).toBe("No se pudieron guardar los cambios.");

    const tooLong = { field: "text", key: "admin.texts.issue.tooLong", params: { max: 240 } } as const;
    rerender(<TourTexts {...props({ save: { step: "addToBudget", status: "failed", issues: [tooLong] } })} />);
    const form = within(stepForm("addToBudget"));
    const text = form.getByRole("textbox", { name: "Texto" });
    expect(text.getAttribute("aria-invalid")).toBe("true");
    const described = (text.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain("El texto admite hasta 240 caracteres.");
    expect(form.getByRole("textbox", { name: "Título" }).getAttribute("aria-invalid")).toBeNull();
    expect(form.getByRole("status").textContent).toBe("");
  });

  it("disables only the saving step's button", () => {
    renderView(<TourTexts {...props({ save: { step: "search", status: "saving", issues: [] } })} />);
    expect(within(stepForm("search")).getByRole("button").hasAttribute("disabled")).toBe(true);
    expect(within(stepForm("filters")).getByRole("button").hasAttribute("disabled")).toBe(false);
  });
});
