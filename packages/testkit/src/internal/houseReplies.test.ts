import { describe, expect, it } from "vitest";
import { accountsTestInventory } from "./accountsInventory.js";
import { houseClusterJson } from "./houseReplies.js";

const stay = {
  checkIn: "2030-03-10",
  nights: 2,
  guests: 2,
  usdMinor: 10_000,
  totalMinor: 10_000,
  alternativeCurrency: "ARS",
  language: "es",
} as const;

describe("house replies", () => {
  it("counts of one read in the singular: one bedroom, one guest, one night's minimum stay", () => {
    const house = accountsTestInventory.housesOf(accountsTestInventory.cities[0]?.code ?? "")[0];
    if (house === undefined) throw new Error("the inventory has no house");
    const single = { ...house, kind: "cabin", bedrooms: 1, maxGuests: 1, minimumNights: 1 } as const;
    const rate = houseClusterJson(single, stay).rates[0];
    expect(rate?.rooms[0]?.type.name).toBe("Cabaña · 1 dormitorio · 1 huésped");
    expect(rate?.comments).toEqual(["Estadía mínima: 1 noche. Incluye limpieza final."]);
    expect(houseClusterJson({ ...single, kind: "apartment", bedrooms: 0 }, stay).rates[0]?.rooms[0]?.type.name).toBe(
      "Departamento · monoambiente · 1 huésped",
    );
  });

  it("the demo inventory describes a one-bedroom house in the singular", () => {
    const houses = accountsTestInventory.cities.flatMap((city) => accountsTestInventory.housesOf(city.code));
    const one = houses.find((house) => house.bedrooms === 1);
    expect(one?.description.es).toMatch(/: 1 dormitorio en /);
    expect(one?.description.en).toMatch(/: 1 bedroom in /);
  });
});
