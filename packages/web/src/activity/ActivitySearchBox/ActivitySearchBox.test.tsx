import { fireEvent, screen } from "@testing-library/react";
import { ACTIVITY_SEARCH_FORM_DEFAULTS, validationIssue } from "@travesia/core";
import type { ActivitySearchFormVerbs } from "@travesia/hooks";
import { describe, expect, it } from "vitest";
import { renderView } from "../../test/renderView";
import { emptyDestination, spyVerbs } from "../../test/searchBoxFixtures";
import { ActivitySearchBox } from "./ActivitySearchBox";

describe("ActivitySearchBox", () => {
  it("lists destination, days and participants with one age per child, shows each message on its field", () => {
    const actions = spyVerbs<ActivitySearchFormVerbs & { submit: () => void }>();
    renderView(
      <ActivitySearchBox
        values={{ ...ACTIVITY_SEARCH_FORM_DEFAULTS, childAges: [4, null] }}
        issues={[
          validationIssue(["from"], "activity.fromRequired"),
          validationIssue(["childAges", 1], "occupancy.childAgeRequired"),
        ]}
        destination={emptyDestination()}
        actions={actions}
      />,
    );
    const form = screen.getByRole("form", { name: "Actividades" });
    expect(screen.getByLabelText("Desde").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Por favor, ingrese fecha desde.")).toBeTruthy();
    expect((screen.getByLabelText("Adultos") as HTMLSelectElement).value).toBe("2");
    expect((screen.getByLabelText("Edad del menor 1") as HTMLSelectElement).value).toBe("4");
    expect(screen.getByLabelText("Edad del menor 2").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("El campo edad no puede quedar vacío")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Menores"), { target: { value: "3" } });
    expect(actions.setChildren).toHaveBeenCalledWith(3);
    fireEvent.change(screen.getByLabelText("Edad del menor 2"), { target: { value: "9" } });
    expect(actions.setChildAge).toHaveBeenCalledWith(1, 9);
    fireEvent.change(screen.getByLabelText("Bebés (sin asiento)"), { target: { value: "1" } });
    expect(actions.setInfants).toHaveBeenCalledWith(1);
    fireEvent.submit(form);
    expect(actions.submit).toHaveBeenCalled();
  });
});
