import { fireEvent, screen } from "@testing-library/react";
import { HOUSE_SEARCH_FORM_DEFAULTS, validationIssue } from "@travesia/core";
import type { HouseSearchFormVerbs } from "@travesia/hooks";
import { describe, expect, it } from "vitest";
import { renderView } from "../../test/renderView";
import { emptyDestination, spyVerbs } from "../../test/searchBoxFixtures";
import { HouseSearchBox } from "./HouseSearchBox";

describe("HouseSearchBox", () => {
  it("lists destination, dates and passengers (default 2) beside 'Buscar', and sends its verbs", () => {
    const actions = spyVerbs<HouseSearchFormVerbs & { submit: () => void }>();
    renderView(
      <HouseSearchBox
        values={HOUSE_SEARCH_FORM_DEFAULTS}
        issues={[validationIssue(["checkOut"], "forms.homeCheckOutRequired")]}
        destination={emptyDestination()}
        actions={actions}
      />,
    );
    const form = screen.getByRole("form", { name: "Casas" });
    expect(screen.getByLabelText("Salida").getAttribute("aria-invalid")).toBe("true");
    const passengers = screen.getByLabelText("Pasajeros") as HTMLSelectElement;
    expect(passengers.value).toBe("2");
    // Passengers sit in the frame's footer, before the submit button.
    expect(passengers.closest("div")?.parentElement?.querySelector('button[type="submit"]')).toBeTruthy();
    fireEvent.change(passengers, { target: { value: "4" } });
    expect(actions.setPassengers).toHaveBeenCalledWith(4);
    fireEvent.submit(form);
    expect(actions.submit).toHaveBeenCalled();
  });
});
