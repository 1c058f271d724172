import { render, screen } from "@testing-library/react";
import type { Language } from "@travesia/core";
import { type CalendarDate, findHashNotice, findHashTarget } from "@travesia/core";
import { memoryPortalStorage, PortalProvider } from "@travesia/hooks";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { LanguageProvider } from "../../i18n/LanguageContext";
import { HomePage } from "./HomePage";

const noticeOf = (hash: string) => {
  const target = findHashTarget(hash, "2030-01-10" as CalendarDate);
  if (target._tag !== "box") throw new Error("expected a box");
  return findHashNotice(target.issues);
};

const draw = (hash: string, language: Language) =>
  render(
    <PortalProvider fetcher={() => new Promise<Response>(() => {})} storage={memoryPortalStorage()}>
      <LanguageProvider language={language}>
        <MemoryRouter>
          <HomePage product="hotel" onProductChange={() => {}} restore={null} hashNotice={noticeOf(hash)} />
        </MemoryRouter>
      </LanguageProvider>
    </PortalProvider>,
  );

describe("HomePage — an incomplete find-… hash", () => {
  it("says which fields the link lacks and which it could not use, in the interface language", () => {
    draw("#find-hotel/BuenosAires/BUE?checkIn=2020-01-01", "es");
    expect(screen.getByRole("status").textContent).toBe(
      "Al enlace de búsqueda le falta: fecha de salida y habitaciones. Completalo y tocá Buscar. " +
        "Del enlace de búsqueda no pudimos usar: fecha de entrada. Revisalo y tocá Buscar.",
    );
  });

  it("names a flight link's missing fields in English and Portuguese", () => {
    draw("#find-flight/Cancun/CUN", "en");
    expect(screen.getByRole("status").textContent).toBe(
      "The search link lacks: origin, departure date, and passengers. Fill it in and press Search.",
    );
    draw("#find-flightHotel/Cancun/CUN?origins=BUE:Buenos%20Aires&rooms=2-0", "pt");
    expect(screen.getAllByRole("status")[1]?.textContent).toBe(
      "Faltam no link de busca: data de entrada e data de saída. Preencha e toque em Buscar.",
    );
  });
});
