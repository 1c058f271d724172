import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderView } from "../../test/renderView";
import { HeaderCounters } from "./HeaderCounters";

describe("HeaderCounters", () => {
  it("shows today's bookings, alerts and messages, then the NOT, ALT and CRD notification counters, each named", () => {
    renderView(<HeaderCounters bookings={2} alerts={1} messages={3} notifications={{ NOT: 4, ALT: 0, CRD: 1 }} />);
    const list = screen.getByRole("list", { name: "Tu actividad" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Reservas de hoy: 2",
      "Alertas: 1",
      "Mensajes: 3",
      "Notificaciones sin leer: 4",
      "Avisos de la agencia: 0",
      "Avisos de crédito: 1",
    ]);
  });

  it("names them in English", () => {
    renderView(
      <HeaderCounters bookings={0} alerts={0} messages={0} notifications={{ NOT: 1, ALT: 2, CRD: 0 }} />,
      "en",
    );
    expect(screen.getByTestId("counter-ALT").textContent).toBe("Agency notices: 2");
  });
});
