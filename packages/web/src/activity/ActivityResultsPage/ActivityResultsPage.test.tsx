import { fireEvent, screen, within } from "@testing-library/react";
import {
  type ActivitySummary,
  activityCardTexts,
  activityFilterPanel,
  activityFiltersDefault,
  paginationView,
} from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../../test/renderView";
import { ActivityFilterPanel } from "../ActivityFilterPanel/ActivityFilterPanel";
import { ActivityResultsPage, type ActivityResultsPageProps, ActivityResultsStandIn } from "./ActivityResultsPage";

const activity = (id: string, category: string, freeCancellation: boolean): ActivitySummary => ({
  id,
  name: `Actividad ${id}`,
  category,
  durationMinutes: 150,
  languages: ["es", "en"],
  startTimes: ["09:00"],
  freeCancellation,
  rating: 4.5,
  reviews: 120,
  priceFrom: { minor: 4550, currency: "USD" },
  image: "",
  summary: "",
});

const ACTIVITIES = [activity("BUE-A1", "tours", true), activity("BUE-A2", "food", false)];

const props = (over: Partial<ActivityResultsPageProps> = {}): ActivityResultsPageProps => ({
  status: "ready",
  errorKey: null,
  destinationName: "Buenos Aires",
  activities: ACTIVITIES,
  total: 2,
  pagination: paginationView(1, 1),
  sort: "recommended",
  filters: null,
  detailHref: (entry) => `/activities/detail/${entry.id}/2027-03-01/2027-03-05/2/0/0`,
  homeHref: "/",
  onSort: vi.fn(),
  onPage: vi.fn(),
  onRetry: vi.fn(),
  onClearFilters: vi.fn(),
  ...over,
});

describe("ActivityResultsPage", () => {
  it("shows the count, the cards with their facts and links, and sends the sort", () => {
    const onSort = vi.fn();
    renderView(<ActivityResultsPage {...props({ onSort })} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Actividades en Buenos Aires");
    expect(screen.getByRole("heading", { name: "2 actividades" })).toBeTruthy();
    const card = screen.getByRole("article", { name: "Actividad BUE-A1" });
    expect(within(card).getByText("Visitas guiadas")).toBeTruthy();
    expect(within(card).getByText(/2 horas 30 min · Español, Inglés/)).toBeTruthy();
    expect(within(card).getByText("Cancelación gratuita")).toBeTruthy();
    expect(within(card).getByText("Desde USD 45,50 por adulto")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Ver actividad: Actividad BUE-A1" }).getAttribute("href")).toBe(
      "/activities/detail/BUE-A1/2027-03-01/2027-03-05/2/0/0",
    );
    fireEvent.change(screen.getByLabelText("Ordenar por"), { target: { value: "priceAsc" } });
    expect(onSort).toHaveBeenCalledWith("priceAsc");
  });

  it("says no results, the failure with a retry, and a bad address", () => {
    const onRetry = vi.fn();
    const { rerender } = renderView(<ActivityResultsPage {...props({ status: "empty", activities: [] })} />);
    expect(screen.getByRole("status").textContent).toBe("No encontramos actividades para la búsqueda solicitada");
    rerender(<ActivityResultsPage {...props({ status: "error", errorKey: "activity.searchFailed", onRetry })} />);
    fireEvent.click(within(screen.getByRole("alert")).getByRole("button", { name: "Reintentar" }));
    expect(onRetry).toHaveBeenCalled();
    rerender(<ActivityResultsPage {...props({ status: "invalid" })} />);
    expect(screen.getByRole("alert").textContent).toBe("La dirección de la búsqueda no es válida.");
  });

  it("draws core's filter sections with their counts and sends each toggle", () => {
    const onToggle = vi.fn();
    renderView(
      <ActivityFilterPanel
        sections={activityFilterPanel(ACTIVITIES, activityFiltersDefault)}
        onToggle={onToggle}
        onClear={vi.fn()}
      />,
    );
    const categories = screen.getByRole("group", { name: "Categoría" });
    fireEvent.click(within(categories).getByRole("checkbox", { name: "Gastronomía (1)" }));
    expect(onToggle).toHaveBeenCalledWith("categories", "food", true);
    fireEvent.click(screen.getByRole("radio", { name: "4,5 o más (2)" }));
    expect(onToggle).toHaveBeenCalledWith("minRating", "4.5", true);
    expect(screen.getByRole("checkbox", { name: "Cancelación gratuita (1)" })).toBeTruthy();
  });

  it("the stand-in draws the page's heading, count and one card from the texts it is given, its image first to load", () => {
    const texts = activityCardTexts({ ...activity("BUE-A2", "food", false), image: "/i/2.jpg" }, "es");
    renderView(
      <ActivityResultsStandIn
        title="Actividades en Buenos Aires"
        count="9 actividades"
        image="/i/2.jpg"
        texts={texts}
      />,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Actividades en Buenos Aires");
    expect(screen.getByRole("heading", { level: 2, name: "9 actividades" })).toBeTruthy();
    const card = screen.getByRole("article", { name: "Actividad BUE-A2" });
    expect(within(card).getByText(texts.price)).toBeTruthy();
    expect(within(card).getByText(texts.details)).toBeTruthy();
    expect(card.querySelector("img")?.getAttribute("loading")).toBe("eager");
    // The card leads nowhere until the page replaces the shell, and the page's pager is not drawn under it.
    expect(within(card).queryByRole("link")).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Paginación" })).toBeNull();
  });

  it("only the page's first card loads its image at once", () => {
    renderView(
      <ActivityResultsPage {...props({ activities: ACTIVITIES.map((a) => ({ ...a, image: `/i/${a.id}.jpg` })) })} />,
    );
    const loading = screen.getAllByRole("article").map((card) => card.querySelector("img")?.getAttribute("loading"));
    expect(loading).toEqual(["eager", "lazy"]);
  });
});
