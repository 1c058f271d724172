import { fireEvent, screen } from "@testing-library/react";
import { PACKAGE_SEARCH_FORM_DEFAULTS } from "@travesia/core";
import type { PackageSearchFormVerbs } from "@travesia/hooks";
import { describe, expect, it } from "vitest";
import { renderView } from "../../test/renderView";
import { emptyDestination, emptyPlaces, spyVerbs } from "../../test/searchBoxFixtures";
import { PackageSearchBox } from "./PackageSearchBox";

const places = () => ({ origins: emptyPlaces(), destination: emptyDestination(), accommodation: emptyDestination() });
const twoRooms = [
  { adults: 2, children: 0, ages: [] },
  { adults: 1, children: 0, ages: [] },
];

describe("PackageSearchBox", () => {
  it("reveals the accommodation city and the partial stay from their checkboxes; each room can be removed", () => {
    const actions = spyVerbs<PackageSearchFormVerbs & { submit: () => void }>();
    renderView(
      <PackageSearchBox
        values={{ ...PACKAGE_SEARCH_FORM_DEFAULTS, differentHotel: true, rooms: twoRooms }}
        issues={[]}
        places={places()}
        actions={actions}
      />,
    );
    expect(document.getElementById("flightHotel-accommodation")?.hidden).toBe(false);
    expect(document.getElementById("flightHotel-stay")?.hidden).toBe(true);
    const different = screen.getByLabelText("Quiero alojarme en otro destino");
    expect(different.getAttribute("aria-controls")).toBe("flightHotel-accommodation");
    fireEvent.click(different);
    expect(actions.toggleDifferentHotel).toHaveBeenCalled();
    expect(screen.getByRole("combobox", { name: "Ciudad de alojamiento" })).toBeTruthy();
    fireEvent.click(screen.getAllByRole("button", { name: /Quitar habitación/ })[1] as HTMLElement);
    expect(actions.removeRoom).toHaveBeenCalledWith(1);
    expect(screen.getByRole("button", { name: "Buscar" })).toBeTruthy();
  });

  it("the results-page variant offers rooms 1-7 and says 'Actualizar'", () => {
    renderView(
      <PackageSearchBox
        values={PACKAGE_SEARCH_FORM_DEFAULTS}
        issues={[]}
        places={places()}
        actions={spyVerbs()}
        variant="results"
      />,
    );
    expect((screen.getByLabelText("Habitaciones") as HTMLSelectElement).options).toHaveLength(7);
    expect(screen.getByRole("button", { name: "Actualizar" })).toBeTruthy();
  });
});
