import { fireEvent, screen, within } from "@testing-library/react";
import type { ActivityDetail } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../../test/renderView";
import { ActivityDetailPage } from "./ActivityDetailPage";

const activity: ActivityDetail = {
  id: "BUE-A2",
  name: "Visita guiada por Buenos Aires 2",
  category: "tours",
  durationMinutes: 120,
  languages: ["de", "es"],
  startTimes: ["09:00"],
  freeCancellation: true,
  rating: 5,
  reviews: 3941,
  priceFrom: { minor: 4150, currency: "USD" },
  image: "",
  summary: "",
  description: "Un guía local te acompaña.",
  included: ["Guía local", "Entradas"],
  notIncluded: ["Propinas"],
  meetingPoint: { name: "Frente a la oficina de turismo", latitude: -34.6, longitude: -58.38 },
  images: [],
  currency: "USD",
  bands: [{ code: "adult", minAge: 13, maxAge: 120, minor: 4150 }],
  slots: [],
  freeCancellationHours: 72,
};

describe("ActivityDetailPage", () => {
  it("shows the activity's facts, what is included, the meeting point, the picker and the PDF", () => {
    renderView(
      <ActivityDetailPage
        status="ready"
        activity={activity}
        picker={<p>picker</p>}
        pdf={<p>pdf</p>}
        homeHref="/"
        onRetry={vi.fn()}
      />,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Visita guiada por Buenos Aires 2");
    expect(screen.getByText(/2 horas · Idiomas: Alemán, Español/)).toBeTruthy();
    expect(screen.getByText("Cancelación gratuita hasta 72 horas antes")).toBeTruthy();
    const included = screen.getByRole("heading", { name: "Qué incluye" }).parentElement;
    expect(
      included &&
        within(included)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
    ).toEqual(["Guía local", "Entradas"]);
    expect(screen.getByText("Frente a la oficina de turismo")).toBeTruthy();
    const side = screen.getByRole("complementary", { name: "Elegí fecha, horario y participantes" });
    expect(within(side).getByText("picker")).toBeTruthy();
    expect(within(side).getByText("pdf")).toBeTruthy();
  });

  it("says a failure with a retry, and a bad address with a way home, in English too", () => {
    const onRetry = vi.fn();
    const { rerender } = renderView(
      <ActivityDetailPage status="error" activity={null} picker={null} pdf={null} homeHref="/" onRetry={onRetry} />,
      "en",
    );
    expect(screen.getByRole("alert").textContent).toContain("Sorry. Your request could not be completed");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalled();
    rerender(
      <ActivityDetailPage status="invalid" activity={null} picker={null} pdf={null} homeHref="/" onRetry={onRetry} />,
    );
    expect(screen.getByRole("alert").textContent).toContain("The search address is not valid.");
  });
});
