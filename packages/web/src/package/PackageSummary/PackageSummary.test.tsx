import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../../test/renderView";
import { PackageSummary, type PackageSummaryProps } from "./PackageSummary";

const usd = (minor: number) => ({ minor, currency: "USD" });

const draw = (props: Partial<PackageSummaryProps> = {}, language: "es" | "en" | "pt" = "es") => {
  const onAdd = vi.fn();
  const view = renderView(
    <PackageSummary
      flight={usd(150_000)}
      hotel={usd(82_050)}
      total={usd(232_050)}
      hotelName="Hotel Sol"
      nights={6}
      travellers={2}
      add={{ labelKey: "budget.addToBudget", disabled: false, onAdd }}
      detailHref="/flightsHotels/packageDetails/PK1-20270302-6-BUE-2"
      {...props}
    />,
    language,
  );
  return { onAdd, view };
};

describe("PackageSummary", () => {
  it("tells the page when the visitor follows the detail link (the choice is kept for the way back)", () => {
    const onDetail = vi.fn();
    draw({ onDetail });
    fireEvent.click(screen.getByRole("link", { name: "Ver detalle del paquete" }));
    expect(onDetail).toHaveBeenCalledTimes(1);
  });

  it("shows each part, the total, the stay; adds the package; links its detail", () => {
    const { onAdd } = draw();
    const summary = screen.getByRole("region", { name: "Tu paquete" });
    expect(within(summary).getByText("6 noches · 2 pasajeros")).toBeTruthy();
    const terms = within(summary)
      .getAllByRole("term")
      .map((term) => term.textContent);
    expect(terms).toEqual(["Vuelos", "Hotel · Hotel Sol", "Precio total del paquete"]);
    const values = within(summary)
      .getAllByRole("definition")
      .map((value) => value.textContent?.replace(/\s/g, " "));
    expect(values).toEqual(["USD 1.500,00", "USD 820,50", "USD 2.320,50"]);
    fireEvent.click(within(summary).getByRole("button", { name: "Agregar a presupuesto" }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(within(summary).getByRole("link", { name: "Ver detalle del paquete" }).getAttribute("href")).toBe(
      "/flightsHotels/packageDetails/PK1-20270302-6-BUE-2",
    );
  });

  it("follows a new choice: the total is announced where it changes", () => {
    const { view } = draw();
    const total = () => screen.getAllByRole("definition")[2] as HTMLElement;
    expect(total().getAttribute("aria-live")).toBe("polite");
    view.rerender(
      <PackageSummary
        flight={usd(150_000)}
        hotel={usd(99_900)}
        total={usd(249_900)}
        hotelName="Hotel Mar"
        nights={6}
        travellers={2}
        add={{ labelKey: "budget.adding", disabled: true, onAdd: vi.fn() }}
        detailHref={null}
      />,
    );
    expect(total().textContent?.replace(/\s/g, " ")).toBe("USD 2.499,00");
    expect((screen.getByRole("button") as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("a part without a readable price says so, in Portuguese", () => {
    draw({ hotel: null, total: null }, "pt");
    expect(screen.getAllByText("Preço não disponível")).toHaveLength(2);
    expect(screen.getByRole("region", { name: "Seu pacote" })).toBeTruthy();
  });
});
