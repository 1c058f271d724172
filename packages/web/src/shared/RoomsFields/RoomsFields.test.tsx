import { fireEvent, screen } from "@testing-library/react";
import { HOME_FORM_LIMITS, validationIssue } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../../test/renderView";
import { RoomsFields } from "./RoomsFields";

const verbs = () => ({
  setRoomCount: vi.fn(),
  setAdults: vi.fn(),
  setChildren: vi.fn(),
  setChildAge: vi.fn(),
  removeRoom: vi.fn(),
});

describe("RoomsFields", () => {
  it("draws one block per room and one age selector per child, with core's age list", () => {
    renderView(
      <RoomsFields
        idPrefix="t"
        rooms={[
          { adults: 2, children: 0, ages: [] },
          { adults: 1, children: 3, ages: [0, 1] },
        ]}
        limits={HOME_FORM_LIMITS}
        issues={[]}
        verbs={verbs()}
      />,
    );
    expect(screen.getAllByRole("group").map((group) => group.querySelector("legend")?.textContent)).toEqual([
      "Habitación 1",
      "Habitación 2",
    ]);
    // Two infants in the room already: the third child's list is 2 to 17 (spec 001 §5), after the empty choice.
    const third = screen.getByLabelText("Edad del menor 3") as HTMLSelectElement;
    expect([...third.options].map((option) => option.textContent)).toEqual([
      "Elegí la edad",
      ...Array.from({ length: 16 }, (_, index) => String(index + 2)),
    ]);
    expect(third.value).toBe("");
    expect((screen.getByLabelText("Edad del menor 1") as HTMLSelectElement).options).toHaveLength(19);
  });

  it("puts each message on its own select and reports the choices", () => {
    const room = verbs();
    renderView(
      <RoomsFields
        idPrefix="t"
        rooms={[{ adults: 2, children: 1, ages: [] }]}
        limits={HOME_FORM_LIMITS}
        issues={[validationIssue(["rooms", 0, "ages", 0], "occupancy.childAgeRequired")]}
        verbs={room}
      />,
    );
    const age = screen.getByLabelText("Edad del menor 1");
    expect(age.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(age.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "El campo edad no puede quedar vacío",
    );
    expect(screen.getByLabelText("Adultos").getAttribute("aria-invalid")).toBeNull();
    fireEvent.change(age, { target: { value: "7" } });
    expect(room.setChildAge).toHaveBeenCalledWith(0, 0, 7);
    fireEvent.change(screen.getByLabelText("Habitaciones"), { target: { value: "3" } });
    expect(room.setRoomCount).toHaveBeenCalledWith(3);
  });
});
