import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderView } from "../../test/renderView";
import { CurrencySelectorSmall } from "./CurrencySelectorSmall";

const usd = { id: "USD", currencySymbol: "US$", name: "Dólar estadounidense", defaultCurrency: true };
const ignore = () => undefined;

describe("CurrencySelectorSmall", () => {
  it("names the portal's default currency once ready, even when it is the only one (the list call failed)", () => {
    renderView(<CurrencySelectorSmall currencies={[usd]} selected={usd} loading={false} onSelect={ignore} />, "en");
    const button = screen.getByTestId("currency-small-button");
    expect(button.textContent).toContain("USD");
    expect(button.textContent).not.toContain("…");
    expect(button.textContent).toContain("Currency: US Dollar");
  });

  it("shows the loading face only while loading, and nothing when ready with no currency at all", () => {
    const { rerender, container } = renderView(
      <CurrencySelectorSmall currencies={[]} selected={undefined} loading onSelect={ignore} />,
    );
    expect(screen.getByTestId("currency-small-button").textContent).toContain("Cargando monedas…");
    rerender(<CurrencySelectorSmall currencies={[]} selected={undefined} loading={false} onSelect={ignore} />);
    expect(container.querySelector("[data-testid=currency-small-button]")).toBeNull();
  });
});
