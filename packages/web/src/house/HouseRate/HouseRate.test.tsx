import { screen } from "@testing-library/react";
import type { HotelRate } from "@travesia/core";
import { describe, expect, it } from "vitest";
import { renderView } from "../../test/renderView";
import { HouseRate } from "./HouseRate";

const rate: HotelRate = {
  id: "V1-20270110-7-2",
  hotelDetailId: "1",
  tripProductID: "V1-20270110-7-2",
  rooms: [{ type: { name: "Casa · 3 dormitorios · 6 huéspedes" }, value: "house" }],
  board: { code: "1", name: "Solo alojamiento", value: "Solo alojamiento" },
  prices: { gross: { amount: 1400 } },
  comments: ["Estadía mínima: 3 noches. Incluye limpieza final."],
};
const price = {
  currency: "USD",
  perNight: false,
  nights: 7,
  showPricesIncludeTaxes: undefined,
  countryTax: undefined,
  rgTax: undefined,
  priceGo: false,
};

describe("HouseRate", () => {
  it("shows the house, board, comments, the stay's price and both actions", () => {
    renderView(
      <HouseRate
        rate={rate}
        price={price}
        quote={<button type="button">quote</button>}
        budget={<p>budget</p>}
        failureKey={null}
      />,
    );
    expect(screen.getByText("Casa · 3 dormitorios · 6 huéspedes")).toBeTruthy();
    expect(screen.getByText("Solo alojamiento")).toBeTruthy();
    expect(screen.getByText("Estadía mínima: 3 noches. Incluye limpieza final.")).toBeTruthy();
    expect(screen.getByText(/1\.400,00/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "quote" })).toBeTruthy();
    expect(screen.getByText("budget")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("");
  });

  it("a failed quote reads the house text in es, en and pt", () => {
    const texts = {
      es: "Hemos vendido la última habitación disponible de esa propiedad a ese valor. Por favor prueba otras propiedades o fechas.",
      en: "We have sold the last available room of that property at that price. Please try other properties or dates.",
    } as const;
    for (const language of ["es", "en"] as const) {
      const view = renderView(
        <HouseRate rate={rate} price={price} quote={null} budget={null} failureKey="house.soldOut" />,
        language,
      );
      expect(screen.getByRole("alert").textContent).toBe(texts[language]);
      view.unmount();
    }
    renderView(<HouseRate rate={rate} price={price} quote={null} budget={null} failureKey="house.soldOut" />, "pt");
    expect(screen.getByRole("alert").textContent).not.toBe("");
  });
});
