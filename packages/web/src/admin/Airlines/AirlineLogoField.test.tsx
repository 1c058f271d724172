import { fireEvent, screen } from "@testing-library/react";
import type { AdminAirline } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { renderView } from "../../test/renderView";
import { AirlineLogoField } from "./AirlineLogoField";

const AR: AdminAirline = {
  carrierId: "AR",
  name: "Aerolíneas Argentinas",
  seedName: "Aerolíneas Argentinas",
  logo: "",
};
const LOGO = "/images/uploads/0b9c6f1e-3d0a-4e39-9c2e-2f5b8a1d7c44.img";

describe("AirlineLogoField", () => {
  it("says the airline has no logo yet and sends the chosen file", async () => {
    const onLogo = vi.fn();
    const { container } = renderView(<AirlineLogoField id="logo" airline={AR} disabled={false} onLogo={onLogo} />);
    expect(screen.getByText("Sin logo")).toBeTruthy();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "ar.png", { type: "image/png" });
    fireEvent.change(screen.getByLabelText(/^Logo de Aerolíneas Argentinas \(jpg, png/), { target: { files: [file] } });
    expect(onLogo).toHaveBeenCalledWith(file);
    await expectNoAxeViolations(container);
  });

  it("shows the uploaded logo's thumbnail, named, in English and Portuguese too; disabled while saving", () => {
    renderView(<AirlineLogoField id="logo" airline={{ ...AR, logo: LOGO }} disabled onLogo={() => undefined} />, "en");
    expect(screen.getByRole("img", { name: "Aerolíneas Argentinas logo" }).getAttribute("src")).toBe(
      LOGO.replace(/\.img$/, ".thumb"),
    );
    expect((screen.getByLabelText(/^Aerolíneas Argentinas logo \(jpg/) as HTMLInputElement).disabled).toBe(true);
  });

  it("speaks Portuguese", () => {
    renderView(<AirlineLogoField id="logo" airline={AR} disabled={false} onLogo={() => undefined} />, "pt");
    expect(screen.getByText("Sem logo")).toBeTruthy();
  });
});
