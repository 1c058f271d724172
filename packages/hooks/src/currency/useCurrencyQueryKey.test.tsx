import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { harness } from "../test/harness.js";
import { SESSION_CURRENCY_KEY, useCurrencyQueryKey } from "./useCurrencyQueryKey.js";

describe("useCurrencyQueryKey", () => {
  it("stays the session's key while the session currency arrives; a picked currency is its own key", () => {
    const h = harness();
    const { result } = renderHook(() => useCurrencyQueryKey(), { wrapper: h.wrapper });
    expect(result.current).toBe(SESSION_CURRENCY_KEY);
    act(() => h.stores.currency.setState({ currencyId: "ARS" }));
    expect(result.current).toBe(SESSION_CURRENCY_KEY);
    act(() => h.stores.currency.setState({ currencyId: "USD" }));
    expect(result.current).toBe("USD");
    act(() => h.stores.currency.setState({ currencyId: "ARS" }));
    expect(result.current).toBe(SESSION_CURRENCY_KEY);
  });

  it("a currency known when the screen opens is the session's too", () => {
    const h = harness({ initial: { currency: { currencyId: "EUR" } } });
    const { result } = renderHook(() => useCurrencyQueryKey(), { wrapper: h.wrapper });
    expect(result.current).toBe(SESSION_CURRENCY_KEY);
    act(() => h.stores.currency.setState({ currencyId: "USD" }));
    expect(result.current).toBe("USD");
  });
});
