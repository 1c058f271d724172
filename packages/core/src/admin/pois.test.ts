import { fc, test } from "@fast-check/vitest";
import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import {
  type AdminPoi,
  currentPois,
  nextAdminPoiId,
  POI_DESCRIPTION_MAX,
  POI_TYPES,
  roundCoordinate,
  type StoredPoi,
  storedPoiOf,
  storedPoiValue,
  validateAdminPoi,
} from "./pois.js";

const arbCity = fc.stringMatching(/^[A-Z]{3}$/);
const arbName = fc.stringMatching(/^[A-Za-zÀ-ÿ0-9 ]{2,40}$/).filter((name) => name.trim().length >= 2);
const arbPoi = (city: fc.Arbitrary<string>): fc.Arbitrary<AdminPoi> =>
  fc.record({
    id: fc.integer({ min: 0, max: 99 }).map((n) => `POI-XXX-${n}`),
    city,
    description: arbName.map((name) => name.trim()),
    latitude: fc.double({ min: -90, max: 90, noNaN: true }).map(roundCoordinate),
    longitude: fc.double({ min: -180, max: 180, noNaN: true }).map(roundCoordinate),
    vicinity: fc.constant("Centro"),
    type: fc.constantFrom(...POI_TYPES),
  });

describe("validateAdminPoi", () => {
  test.prop([arbPoi(arbCity), fc.boolean()], { numRuns: 1000 })(
    "takes a valid POI (new or edited), trimmed and rounded, and reads its stored value back",
    (poi, isNew) => {
      const { id, ...draft } = poi;
      const input = isNew ? { ...draft, description: ` ${draft.description} ` } : poi;
      const result = validateAdminPoi(input);
      expect(result).toEqual(Result.succeed(isNew ? draft : poi));
      if (!isNew) expect(storedPoiOf(storedPoiValue(poi))).toEqual(poi);
    },
  );

  test.prop([fc.anything()], { numRuns: 1000 })("never throws; a failure names its fields", (input) => {
    const result = validateAdminPoi(input);
    if (Result.isFailure(result)) expect(result.failure.length).toBeGreaterThan(0);
  });

  it("names every failing field", () => {
    const result = validateAdminPoi({
      city: "bue",
      description: "x".repeat(POI_DESCRIPTION_MAX + 1),
      latitude: 91,
      longitude: Number.NaN,
      vicinity: 3,
      type: "volcano",
      id: "<script>",
    });
    expect(Result.isFailure(result) && result.failure.map((issue) => issue.field)).toEqual([
      "id",
      "city",
      "description",
      "vicinity",
      "latitude",
      "longitude",
      "type",
    ]);
    expect(storedPoiOf("{not json")).toBeUndefined();
    expect(storedPoiOf("removed")).toBe("removed");
    expect(storedPoiValue(undefined)).toBe("");
  });
});

describe("nextAdminPoiId", () => {
  test.prop([arbCity, fc.array(fc.integer({ min: 1, max: 500 }), { maxLength: 10 })], { numRuns: 1000 })(
    "is new, in the city, after the highest added",
    (city, numbers) => {
      const taken = numbers.map((n) => `POI-${city}-N${n}`);
      const next = nextAdminPoiId(city, [...taken, `POI-${city}-0`]);
      expect(taken).not.toContain(next);
      expect(next).toBe(`POI-${city}-N${Math.max(0, ...numbers) + 1}`);
    },
  );
});

describe("currentPois", () => {
  test.prop(
    [
      fc.uniqueArray(arbPoi(fc.constant("BUE")), { selector: (poi) => poi.id, maxLength: 8 }),
      fc.array(fc.nat(), { maxLength: 4 }),
    ],
    {
      numRuns: 500,
    },
  )("leaves removed POIs out, shows edits in place, and adds the city's new ones at the end", (seed, picks) => {
    const stored = new Map<string, StoredPoi>();
    const removed = picks.map((pick) => seed[pick % Math.max(1, seed.length)]?.id).filter((id) => id !== undefined);
    for (const id of removed) stored.set(id, "removed");
    const added: AdminPoi = {
      ...(seed[0] ?? {
        id: "",
        city: "BUE",
        description: "Nuevo",
        latitude: 0,
        longitude: 0,
        vicinity: "",
        type: "park",
      }),
      id: "POI-BUE-N1",
      description: "Nuevo",
    };
    stored.set(added.id, added);
    stored.set("POI-MAD-N1", { ...added, id: "POI-MAD-N1", city: "MAD" });
    const shown = currentPois(seed, stored, "BUE");
    expect(shown.map((poi) => poi.id)).toEqual([
      ...seed.map((poi) => poi.id).filter((id) => !removed.includes(id)),
      "POI-BUE-N1",
    ]);
  });
});
