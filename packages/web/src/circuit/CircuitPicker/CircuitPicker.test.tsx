import { fireEvent, screen } from "@testing-library/react";
import { type CircuitDetail, type CircuitRoomCode, circuitDeparturePrice } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { renderView } from "../../test/renderView";
import { CircuitPicker } from "./CircuitPicker";

const CIRCUIT: CircuitDetail = {
  id: "C1",
  name: "Joyas de España",
  days: 8,
  countries: [{ code: "ES", name: "España" }],
  cities: ["Madrid", "Sevilla"],
  priceFrom: { minor: 150000, currency: "USD" },
  departuresAvailable: 1,
  image: "",
  summary: "",
  description: "",
  itinerary: [],
  departures: [
    { date: "2027-05-04", seatsLeft: 12, priceMinor: 150000 },
    { date: "2027-05-11", seatsLeft: 0, priceMinor: 150000 },
  ],
  rooms: [
    { code: "single", supplementMinor: 40000 },
    { code: "double", supplementMinor: 0 },
  ],
  included: [],
  notIncluded: [],
  currency: "USD",
};

const draw = (departureDate: string | null, rooms: CircuitRoomCode[], onDeparture = vi.fn(), onRoom = vi.fn()) => {
  const departure = CIRCUIT.departures.find((entry) => entry.date === departureDate);
  const price = departure === undefined ? null : circuitDeparturePrice(departure, CIRCUIT.rooms, rooms, 3);
  return (
    <CircuitPicker
      circuit={CIRCUIT}
      travellers={3}
      departureDate={departureDate}
      rooms={rooms}
      price={price}
      onDeparture={onDeparture}
      onRoom={onRoom}
    />
  );
};

describe("CircuitPicker", () => {
  it("offers the month's departures (a sold-out one disabled), the rooms, and prices the choice with the single supplement", async () => {
    const onDeparture = vi.fn();
    const onRoom = vi.fn();
    const { container, rerender } = renderView(draw(null, ["double", "single"], onDeparture, onRoom));
    expect(screen.getByRole("status").textContent).toBe("Elegí una salida para ver el precio.");
    expect(screen.getByText("Suplemento individual: USD 400,00 por persona")).toBeTruthy();
    const radios = screen.getAllByRole("radio");
    expect(radios.map((radio) => (radio as HTMLInputElement).disabled)).toEqual([false, true]);
    expect(screen.getByText("Agotada")).toBeTruthy();
    fireEvent.click(radios[0] as HTMLElement);
    expect(onDeparture).toHaveBeenCalledWith("2027-05-04");
    rerender(draw("2027-05-04", ["double", "single"], onDeparture, onRoom));
    expect(screen.getByRole("status").textContent).toBe(
      "3 viajeros × USD 1.500,00Suplementos de habitación: USD 400,00Total: USD 4.900,00",
    );
    fireEvent.change(screen.getByLabelText("Habitación 2"), { target: { value: "double" } });
    expect(onRoom).toHaveBeenCalledWith(1, "double");
    rerender(draw("2027-05-04", ["double", "double"], onDeparture, onRoom));
    expect(screen.getByRole("status").textContent).toBe("Las habitaciones elegidas no alojan a 3 viajeros.");
    await expectNoAxeViolations(container);
  });
});
