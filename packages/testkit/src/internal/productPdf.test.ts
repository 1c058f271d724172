import { buildTransferSearchUrl, type CalendarDate, type TransferSearch } from "@travesia/core";
import { describe, expect, it } from "vitest";
import { inventoryCircuitDepartures, inventoryCircuits } from "../inventory/circuits.js";
import { createInventory } from "../inventory/inventory.js";
import { transferOffers, transferPlace } from "../inventory/transfers.js";
import { circuitPdf, transferPdf } from "./productPdf.js";

const NOW = new Date("2026-11-21T12:00:00Z");
const inventory = createInventory(4);
const hotel = inventory.hotelsOf("BUE")[3];

const search: TransferSearch = {
  from: { kind: "airport", code: "EZE", name: "Ezeiza" },
  to: { kind: "hotel", code: `BUEOMNICODE=${hotel?.omniCode}`, name: hotel?.name ?? "" },
  outbound: { date: "2027-01-10" as CalendarDate, time: "09:30" },
  inbound: { date: "2027-01-17" as CalendarDate, time: "18:00" },
  passengers: { adults: 2, children: 1, ages: [5] },
  luggage: 3,
};

describe("product PDFs", () => {
  it("a transfer's PDF holds the offer found again: ends, ways, party, total and cancellation", () => {
    const from = transferPlace(inventory, search.from);
    const to = transferPlace(inventory, search.to);
    if ("reason" in from || "reason" in to) throw new Error("expected both ends in the demo world");
    const offer = transferOffers(inventory, search, from, to, "2026-11-21", "USD")[0];
    const pdf = transferPdf(inventory, buildTransferSearchUrl(search), offer?.id ?? "", NOW);
    if (pdf._tag !== "content") throw new Error(pdf.error);
    const rows = pdf.content.sections.flatMap((section) => section.rows ?? []);
    expect(rows).toContainEqual(["Ida", "10/01/2027 09:30"]);
    expect(rows).toContainEqual(["Vuelta", "17/01/2027 18:00"]);
    expect(rows).toContainEqual(["Pasajeros", "2 adultos, 1 niño (5)"]);
    expect(rows.find(([label]) => label === "Total")?.[1]).toMatch(/^USD \d/);
    expect(transferPdf(inventory, buildTransferSearchUrl(search), "trf-none", NOW)).toMatchObject({ status: 404 });
    expect(transferPdf(inventory, "/transfer/results/x", "trf-1", NOW)).toMatchObject({ status: 400 });
  });

  it("a circuit's PDF holds the departure, the rooms asked, the price and the itinerary", () => {
    const circuit = inventoryCircuits(inventory.seed)[0];
    if (circuit === undefined) throw new Error("expected circuits");
    const departure = inventoryCircuitDepartures(inventory.seed, circuit, "2027-03", "2026-11-21")[0];
    const day = (departure?.date ?? "").replaceAll("-", "");
    const url = `/circuits/detail/${circuit.id}/2027-03/3/2?rooms=double,single`;
    const pdf = circuitPdf(inventory, url, `${circuit.id}:${day}`, NOW);
    if (pdf._tag !== "content") throw new Error(pdf.error);
    const rows = pdf.content.sections.flatMap((section) => section.rows ?? []);
    expect(rows).toContainEqual(["Habitaciones", "Doble, Individual"]);
    expect(rows).toContainEqual(["Viajeros", "3"]);
    expect(rows.filter(([label]) => label.startsWith("Día ")).length).toBe(circuit.days);
    expect(circuitPdf(inventory, url, `${circuit.id}:2027`, NOW)).toMatchObject({ status: 400 });
    expect(circuitPdf(inventory, url.replace(circuit.id, "C999"), `C999:${day}`, NOW)).toMatchObject({ status: 404 });
  });
});
