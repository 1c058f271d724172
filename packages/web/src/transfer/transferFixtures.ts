import type { TransferOption } from "@travesia/core";

const policy = (code: "G" | "C"): TransferOption["policy"] => ({
  cancelacion: {
    tipo_cancelacion: { codigo: code, texto: code === "G" ? "Cancelación gratuita" : "Cancelación con gastos" },
    ...(code === "G" ? { durante: "Sin gastos hasta el 27/02/2030" } : {}),
    nodos:
      code === "G"
        ? [
            { tipo: "G", fecha_formated: "10/01/2030", costo: { moneda: "USD", precio: 0 } },
            { tipo: "C", fecha_formated: "28/02/2030", costo: { moneda: "USD", precio: 90 } },
          ]
        : [{ tipo: "C", fecha_formated: "10/01/2030", costo: { moneda: "USD", precio: 45 } }],
  },
});

/** Two offers the transfer views are tested with: a private minivan per vehicle, a shared minibus per person. */
export const TRANSFER_OPTIONS: readonly TransferOption[] = [
  {
    id: "trf-a-0",
    serviceType: "private",
    vehicle: "minivan",
    seats: 7,
    vehicles: 1,
    luggage: 7,
    supplier: "Andes Drivers",
    price: { amount: 90, currency: "USD", basis: "vehicle" },
    waitingMinutes: 60,
    durationMinutes: 45,
    policy: policy("G"),
  },
  {
    id: "trf-a-1",
    serviceType: "shared",
    vehicle: "minibus",
    seats: 16,
    vehicles: 1,
    luggage: 3,
    supplier: "Traslados del Sur",
    price: { amount: 12.5, currency: "USD", basis: "person" },
    waitingMinutes: 0,
    durationMinutes: 70,
    policy: policy("C"),
  },
];
