import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { hotelSearchFiltersDefault } from "../routes/hotelSearchFilters.js";
import { HOTEL_POI_DISTANCE_STEPS_KM } from "./hotelFilterSidebar.js";
import {
  hotelPoiFilterChoose,
  hotelPoiFilterDistance,
  hotelPoiFilterRemove,
  hotelPoiSearchCenter,
  hotelPoiSliderDistance,
  hotelPoiSliderIndex,
  hotelPoiSliderKm,
} from "./hotelPoiFilter.js";

const geo = { latitude: -34.6037, longitude: -58.3816 };
const arbGeo = fc.record({
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe("POI slider", () => {
  it("maps each of the spec's steps to its position and back (spec 001 §9)", () => {
    HOTEL_POI_DISTANCE_STEPS_KM.forEach((step, index) => {
      expect(hotelPoiSliderIndex(step)).toBe(index);
      expect(hotelPoiSliderDistance(index)).toBe(step);
    });
  });

  test.prop([fc.oneof(fc.double(), fc.integer({ min: -5, max: 12 }))], { numRuns: 1000 })(
    "any position gives one of the steps",
    (index) => {
      expect(HOTEL_POI_DISTANCE_STEPS_KM).toContain(hotelPoiSliderDistance(index));
    },
  );

  it("starts at 5 km with no point chosen, else at the state's nearest step", () => {
    expect(hotelPoiSliderKm(hotelSearchFiltersDefault.poi)).toBe(5);
    expect(hotelPoiSliderKm({ radio: 20, geo, name: "Obelisco" })).toBe(10);
    expect(hotelPoiSliderKm({ radio: 2, geo, name: "Obelisco" })).toBe(2);
  });
});

describe("POI filter changes", () => {
  test.prop([arbGeo, fc.string(), fc.double({ min: 0, max: 50, noNaN: true })], { numRuns: 1000 })(
    "choosing a point sets its name, its coordinates and a radius on a slider step",
    (point, description, km) => {
      const change = hotelPoiFilterChoose({ description, geo: point }, km);
      expect(change.poi?.name).toBe(description);
      expect(change.poi?.geo).toEqual(point);
      expect(HOTEL_POI_DISTANCE_STEPS_KM).toContain(change.poi?.radio);
    },
  );

  it("a distance alone changes nothing; with a point it sets the radius; removing goes back to radius 20", () => {
    expect(hotelPoiFilterDistance(hotelSearchFiltersDefault.poi, 2)).toBeUndefined();
    expect(hotelPoiFilterDistance({ radio: 20, geo, name: "Obelisco" }, 2)).toEqual({
      poi: { radio: 2, geo, name: "Obelisco" },
    });
    expect(hotelPoiFilterRemove()).toEqual({ poi: { radio: 20, geo: null, name: null } });
  });

  it("searches around the reply's geo reference, else the chosen point", () => {
    expect(hotelPoiSearchCenter(geo, hotelSearchFiltersDefault.poi)).toEqual(geo);
    const other = { latitude: 1, longitude: 2 };
    expect(hotelPoiSearchCenter(undefined, { radio: 1, geo: other, name: "x" })).toEqual(other);
    expect(hotelPoiSearchCenter(undefined, hotelSearchFiltersDefault.poi)).toBeNull();
  });
});
