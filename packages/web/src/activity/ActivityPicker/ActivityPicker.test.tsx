import { fireEvent, screen } from "@testing-library/react";
import { type ActivityChoice, activityQuote } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../../test/renderView";
import { ActivityPicker } from "./ActivityPicker";

const detail = {
  id: "BUE-A7",
  currency: "USD",
  bands: [
    { code: "adult" as const, minAge: 13, maxAge: 99, minor: 4000 },
    { code: "child" as const, minAge: 4, maxAge: 12, minor: 2000 },
  ],
  slots: [
    { date: "2027-03-02", time: "09:00", seatsLeft: 12 },
    { date: "2027-03-02", time: "15:30", seatsLeft: 0 },
  ],
};

const choice = (over: Partial<ActivityChoice>): ActivityChoice => ({
  date: null,
  time: null,
  adults: 2,
  childAges: [4, 9],
  infants: 0,
  ...over,
});

describe("ActivityPicker", () => {
  it("asks for a day, offers its slots (a sold-out one disabled) and prices the choice by age band", () => {
    const onChoose = vi.fn();
    const first = choice({});
    const { rerender } = renderView(
      <ActivityPicker
        slots={detail.slots}
        choice={first}
        quote={activityQuote(detail, first)}
        onChoose={onChoose}
        addToBudget={<button type="button">Agregar</button>}
      />,
    );
    expect(screen.getByText("Elegí una fecha.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Fecha"), { target: { value: "2027-03-02" } });
    expect(onChoose).toHaveBeenCalledWith({ _tag: "dateChosen", date: "2027-03-02" });
    const chosen = choice({ date: "2027-03-02", time: "09:00" });
    rerender(
      <ActivityPicker
        slots={detail.slots}
        choice={chosen}
        quote={activityQuote(detail, chosen)}
        onChoose={onChoose}
        addToBudget={<button type="button">Agregar</button>}
      />,
    );
    expect((screen.getByRole("radio", { name: /15:30/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText("2 adultos × USD 40,00")).toBeTruthy();
    expect(screen.getByText("2 menores × USD 20,00")).toBeTruthy();
    expect(screen.getByText("USD 120,00")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Agregar" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Edad del menor 1"), { target: { value: "15" } });
    expect(onChoose).toHaveBeenCalledWith({ _tag: "childAgeSet", index: 0, age: 15 });
  });
});
