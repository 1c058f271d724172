import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderView } from "../../test/renderView";
import { CurrencySelectorLargePlaceholder } from "./CurrencySelectorLargePlaceholder";

// The listbox itself is Headless UI, which this test setup cannot load from source; it shares this face and rule.
const usd = { id: "USD", currencySymbol: "US$", name: "Dólar estadounidense", defaultCurrency: true };
const brl = { id: "BRL", currencySymbol: "R$", name: "Real brasileño", defaultCurrency: false };
const ignore = () => undefined;

describe("CurrencySelectorLarge", () => {
  it("names the chosen currency in the interface language, the server's name in Spanish", () => {
    const { unmount } = renderView(
      <CurrencySelectorLargePlaceholder currencies={[usd, brl]} selected={brl} loading={false} onSelect={ignore} />,
      "pt",
    );
    expect(screen.getByRole("button").textContent).toContain("Real brasileiro");
    expect(screen.getByText("Moeda")).toBeTruthy();
    unmount();
    renderView(
      <CurrencySelectorLargePlaceholder currencies={[usd, brl]} selected={usd} loading={false} onSelect={ignore} />,
      "en",
    );
    expect(screen.getByRole("button").textContent).toContain("US Dollar");
  });

  it("never stays on 'Cargando monedas…' once ready: the default currency, or no selector", () => {
    const { rerender, container } = renderView(
      <CurrencySelectorLargePlaceholder currencies={[]} selected={undefined} loading onSelect={ignore} />,
    );
    expect(container.textContent).toContain("Cargando monedas…");
    rerender(<CurrencySelectorLargePlaceholder currencies={[usd]} selected={usd} loading={false} onSelect={ignore} />);
    expect(container.textContent).toContain("Dólar estadounidense");
    expect(container.textContent).not.toContain("Cargando monedas…");
    rerender(
      <CurrencySelectorLargePlaceholder currencies={[]} selected={undefined} loading={false} onSelect={ignore} />,
    );
    expect(container.textContent).toBe("");
  });
});
