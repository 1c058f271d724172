import { screen, within } from "@testing-library/react";
import {
  type CancellationPolicyView,
  cancellationPolicyView,
  type HotelCancellationPolicy,
  policyPanelView,
  ratePolicyInitial,
} from "@travesia/core";
import { Result } from "effect";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../../test/renderView";
import { HotelPolicyPanel } from "./HotelPolicyPanel";

const reply: HotelCancellationPolicy = {
  cancelacion: {
    tipo_cancelacion: { codigo: "G", texto: "Cancelación gratuita" },
    durante: "Hasta el 10/01/2027",
    nodos: [
      { tipo: "G", fecha_formated: "21/11/2026", costo: { moneda: "USD", precio: 0 } },
      { tipo: "C", fecha_formated: "11/01/2027", costo: { moneda: "USD", precio: 120.5 } },
      { tipo: "C", fecha_formated: "12/01/2027", costo: { moneda: "USD", precio: 361.5 } },
    ],
    comentarios_gastos_cancelacion: "<p>Gastos <b>según</b> tarifa</p><script>alert(1)</script>",
    no_presentacion: { exists: true },
  },
  modificacion: {
    tipo_modificacion: { codigo: "NR", texto: "" },
    nodos: [{ tipo: "NR", fecha_formated: "21/11/2026", costo: { moneda: "USD", precio: 120.5 } }],
  },
  paymentDate: "05/01/2027",
  deadline: "10/01/2027",
  supplierComments: [{ value: "Check-in a partir de las 14 h" }],
  aclaracion: "Los importes se expresan en USD.",
  contractPreferencesHotel: { showPaymentDate: true, showExpirationDate: false },
};

const view = (data: HotelCancellationPolicy = reply): CancellationPolicyView => {
  const built = cancellationPolicyView(data, "21/11/2026");
  if (Result.isFailure(built)) throw new Error("bad policy");
  return built.success;
};

const state = (panel: "loading" | "error" | "loaded", compact: boolean) =>
  policyPanelView({ ...ratePolicyInitial, panel }, compact);

describe("HotelPolicyPanel", () => {
  it("loading reads 'Consultando'; closed shows nothing", () => {
    renderView(<HotelPolicyPanel view={state("loading", true)} policy={null} compact onRetry={() => {}} />);
    expect(screen.getByRole("status").textContent).toBe("Consultando");
    const closed = policyPanelView(ratePolicyInitial, false);
    const { container } = renderView(
      <HotelPolicyPanel view={closed} policy={null} compact={false} onRetry={() => {}} />,
    );
    expect(container.textContent).toBe("");
  });

  it("errors: compact text, or the full text with 'Intente nuevamente' that asks again", () => {
    const onRetry = vi.fn();
    const compact = renderView(
      <HotelPolicyPanel view={state("error", true)} policy={null} compact onRetry={onRetry} />,
    );
    expect(screen.getByRole("alert").textContent).toBe("No pudimos obtener las políticas de cancelación ");
    compact.unmount();
    renderView(<HotelPolicyPanel view={state("error", false)} policy={null} compact={false} onRetry={onRetry} />);
    expect(screen.getByRole("alert").textContent).toContain("Disculpe, no se pudieron cargar las politicas.");
    screen.getByRole("button", { name: "Intente nuevamente" }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("loaded: headline, free period, alternating timeline with 'GRATIS HOY' first and the no-show note last", () => {
    renderView(<HotelPolicyPanel view={state("loaded", false)} policy={view()} compact={false} onRetry={() => {}} />);
    expect(screen.getAllByText("Cancelación gratuita")[0]?.getAttribute("data-tone")).toBe("free");
    expect(screen.getByText("Hasta el 10/01/2027")).toBeTruthy();
    const nodes = within(screen.getByRole("list", { name: "Línea de tiempo de la política" })).getAllByRole("listitem");
    expect(nodes.map((node) => node.dataset.side)).toEqual(["left", "right", "left"]);
    expect(nodes[0]?.textContent).toBe("GRATIS HOY");
    expect(nodes[1]?.textContent).toBe("11/01/2027Costo: USD 120,50");
    expect(nodes[2]?.textContent).toContain("La no presentación tiene el mismo costo.");
    expect(nodes[1]?.textContent).not.toContain("no presentación");
  });

  it("loaded: sanitised comments, the modification policy, dates by contract preferences, supplier comments, clarification", async () => {
    const { container } = renderView(
      <HotelPolicyPanel view={state("loaded", false)} policy={view()} compact={false} onRetry={() => {}} />,
    );
    expect(container.querySelector("script")).toBeNull();
    expect((await screen.findByText("según")).tagName).toBe("B");
    expect(screen.getByText("Política de modificación")).toBeTruthy();
    expect(screen.getByText("No reembolsable").dataset.tone).toBe("cost");
    expect(screen.getByText("Fecha de pago: 05/01/2027")).toBeTruthy();
    expect(screen.queryByText(/Fecha de vencimiento/)).toBeNull();
    expect(screen.getByText("Check-in a partir de las 14 h")).toBeTruthy();
    expect(screen.getByText("Los importes se expresan en USD.")).toBeTruthy();
  });

  it("a first cost node reads 'Hoy', today and the price; compact shows only headline and free period (en)", () => {
    const cost = { ...reply, cancelacion: { ...reply.cancelacion, nodos: reply.cancelacion.nodos.slice(1) } };
    renderView(
      <HotelPolicyPanel view={state("loaded", false)} policy={view(cost)} compact={false} onRetry={() => {}} />,
    );
    expect(screen.getAllByTestId("policy-node")[0]?.textContent).toBe("Hoy21/11/2026Costo: USD 120,50");
    const { container } = renderView(
      <HotelPolicyPanel view={state("loaded", true)} policy={view()} compact onRetry={() => {}} />,
      "en",
    );
    expect(container.textContent).toBe("Cancelación gratuitaHasta el 10/01/2027");
  });
});
