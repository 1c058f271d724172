import { fireEvent, screen } from "@testing-library/react";
import { TRANSFER_SEARCH_FORM_DEFAULTS, validateTransferSearchForm } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { renderView } from "../../test/renderView";
import { TransferSearchBox } from "./TransferSearchBox";

const binding = {
  text: "",
  chosenValue: "",
  options: [],
  status: "recent" as const,
  minChars: 2,
  onType: () => {},
  onChoose: () => {},
};
const verbs = () => ({
  typeFrom: vi.fn(),
  chooseFrom: vi.fn(),
  typeTo: vi.fn(),
  chooseTo: vi.fn(),
  setRoundTrip: vi.fn(),
  pickDates: vi.fn(),
  setOutboundTime: vi.fn(),
  setInboundTime: vi.fn(),
  setAdults: vi.fn(),
  setChildren: vi.fn(),
  setChildAge: vi.fn(),
  setLuggage: vi.fn(),
  submit: vi.fn(),
});

describe("TransferSearchBox", () => {
  it("labels every field, shows core's messages on them, and sends its verbs", async () => {
    const actions = verbs();
    const issues = validateTransferSearchForm(TRANSFER_SEARCH_FORM_DEFAULTS);
    const { container } = renderView(
      <TransferSearchBox
        values={{ ...TRANSFER_SEARCH_FORM_DEFAULTS, passengers: { adults: 2, children: 1, ages: [] } }}
        issues={issues}
        from={binding}
        to={binding}
        actions={actions}
      />,
    );
    expect(screen.getByRole("form", { name: "Traslados" })).toBeTruthy();
    expect(screen.getByText("Por favor, ingrese el origen del traslado.")).toBeTruthy();
    expect(screen.getByText("Por favor, ingrese la hora de recogida.")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Ida y vuelta" }));
    expect(actions.setRoundTrip).toHaveBeenCalledWith(true);
    fireEvent.change(screen.getByLabelText("Hora de recogida (ida)"), { target: { value: "09:30" } });
    expect(actions.setOutboundTime).toHaveBeenCalledWith("09:30");
    fireEvent.change(screen.getByLabelText("Edad del niño 1"), { target: { value: "5" } });
    expect(actions.setChildAge).toHaveBeenCalledWith(0, 5);
    fireEvent.change(screen.getByLabelText("Piezas de equipaje"), { target: { value: "4" } });
    expect(actions.setLuggage).toHaveBeenCalledWith(4);
    await expectNoAxeViolations(container);
  });
});
