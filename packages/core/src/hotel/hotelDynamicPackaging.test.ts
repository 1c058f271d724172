import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { hotelDynamicPackagingSelect, hotelDynamicPackagingView } from "./hotelDynamicPackaging.js";

describe("hotelDynamicPackaging", () => {
  it("reads 'Seleccionar' then 'Seleccionado' with 'Incluida en el precio'", () => {
    expect(hotelDynamicPackagingView({})).toEqual({
      buttonKey: "hotel.select",
      priceKey: undefined,
      buttonDisabled: false,
    });
    expect(hotelDynamicPackagingView({ isSelected: true })).toEqual({
      buttonKey: "hotel.selected",
      priceKey: "hotel.includedInPrice",
      buttonDisabled: true,
    });
  });

  test.prop(
    [
      fc.uniqueArray(fc.record({ hotelDetailId: fc.stringMatching(/^H\d$/), isSelected: fc.boolean() }), {
        selector: (c) => c.hotelDetailId,
        maxLength: 8,
      }),
      fc.stringMatching(/^H\d$/),
    ],
    { numRuns: 1000 },
  )("selecting a listed hotel leaves exactly it selected; an unknown id changes nothing", (clusters, id) => {
    const next = hotelDynamicPackagingSelect(clusters, id);
    if (clusters.some((c) => c.hotelDetailId === id))
      expect(next.filter((c) => c.isSelected).map((c) => c.hotelDetailId)).toEqual([id]);
    else expect(next).toBe(clusters);
    expect(next.map((c) => c.hotelDetailId)).toEqual(clusters.map((c) => c.hotelDetailId));
  });
});
