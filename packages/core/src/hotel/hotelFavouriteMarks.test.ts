import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  hotelFavouriteFacets,
  hotelFavouriteMark,
  hotelIsFavourite,
  hotelResultsListed,
  hotelsUnderFavouriteFilter,
} from "./hotelFavouriteMarks.js";

const HOTELS = ["1", "2", "3", "4"] as const;

describe("favourite marks", () => {
  it("marks and unmarks one hotel, leaving the others", () => {
    expect(hotelFavouriteMark(["1"], "2", true)).toEqual(["1", "2"]);
    expect(hotelFavouriteMark(["1", "2"], "1", false)).toEqual(["2"]);
    expect(hotelFavouriteMark(["1"], "1", true)).toEqual(["1"]);
  });

  it("reads the saved list when known, else the reply's flag", () => {
    expect(hotelIsFavourite({ hotelDetailId: "1", favourite: true }, undefined)).toBe(true);
    expect(hotelIsFavourite({ hotelDetailId: "1" }, undefined)).toBe(false);
    expect(hotelIsFavourite({ hotelDetailId: "1", favourite: true }, [])).toBe(false);
    expect(hotelIsFavourite({ hotelDetailId: "1", favourite: false }, ["1"])).toBe(true);
  });

  // The hook's protocol: a toggle marks its hotel at once (optimistic), a failure puts back that hotel's previous
  // mark, a success keeps it; one call per hotel at a time (the toggle is disabled while its call is in flight).
  test.prop(
    [
      fc.array(fc.constantFrom(...HOTELS), { maxLength: 6 }),
      fc.array(fc.record({ hotel: fc.constantFrom(...HOTELS), ok: fc.boolean() }), { maxLength: 40 }),
    ],
    { numRuns: 1000 },
  )(
    "optimistic toggles with per-hotel rollback lose nothing: settled, the list equals the server's",
    (saved, steps) => {
      let server: readonly string[] = [...new Set(saved)];
      let shown: readonly string[] = server;
      const inFlight = new Map<string, { to: boolean; ok: boolean }>();
      const settle = (hotel: string) => {
        const call = inFlight.get(hotel);
        if (call === undefined) return;
        inFlight.delete(hotel);
        if (call.ok) server = hotelFavouriteMark(server, hotel, call.to);
        else shown = hotelFavouriteMark(shown, hotel, !call.to);
      };
      for (const step of steps) {
        if (inFlight.has(step.hotel)) settle(step.hotel);
        else {
          const to = !shown.includes(step.hotel);
          inFlight.set(step.hotel, { to, ok: step.ok });
          shown = hotelFavouriteMark(shown, step.hotel, to);
        }
        // Every hotel without a call in flight shows what the server holds.
        for (const hotel of HOTELS)
          if (!inFlight.has(hotel)) expect(shown.includes(hotel)).toBe(server.includes(hotel));
        expect(new Set(shown).size).toBe(shown.length);
      }
      for (const hotel of [...inFlight.keys()]) settle(hotel);
      expect([...shown].sort()).toEqual([...server].sort());
    },
  );

  test.prop(
    [
      fc.array(
        fc.record({
          hotelDetailId: fc.constantFrom(...HOTELS),
          favourite: fc.option(fc.boolean(), { nil: undefined }),
        }),
      ),
      fc.boolean(),
      fc.option(fc.array(fc.constantFrom(...HOTELS)), { nil: undefined }),
    ],
    { numRuns: 500 },
  )("the favourite filter keeps exactly the favourites; off, it keeps every hotel", (hotels, on, ids) => {
    const kept = hotelsUnderFavouriteFilter(hotels, on, ids);
    if (!on) expect(kept).toEqual(hotels);
    else expect(kept).toEqual(hotels.filter((hotel) => hotelIsFavourite(hotel, ids)));
    for (const hotel of kept) if (on) expect(hotelIsFavourite(hotel, ids)).toBe(true);
  });

  test.prop(
    [
      fc.array(
        fc.record({
          hotelDetailId: fc.constantFrom(...HOTELS),
          favourite: fc.option(fc.boolean(), { nil: undefined }),
          disabled: fc.option(fc.boolean(), { nil: undefined }),
        }),
      ),
      fc.boolean(),
      fc.option(fc.array(fc.constantFrom(...HOTELS)), { nil: undefined }),
    ],
    { numRuns: 500 },
  )(
    "a results page lists the hotels not disabled under the filter, and names the disabled ones, in order",
    (hotels, on, ids) => {
      const { listed, disabled } = hotelResultsListed(hotels, on, ids);
      expect(disabled).toEqual(hotels.filter((hotel) => hotel.disabled === true));
      expect(listed).toEqual(
        hotels.filter((hotel) => hotel.disabled !== true && (!on || hotelIsFavourite(hotel, ids))),
      );
      if (!on) expect(listed.length + disabled.length).toBe(hotels.length);
    },
  );

  it("counts a hotel marked after the reply in 'Favoritos (n)', and one unmarked out of it", () => {
    const facets = { offers: { favourite: { selected: false, quantity: 0 } } };
    const hotels = [{ hotelDetailId: "1" }, { hotelDetailId: "2", favourite: false }];
    expect(hotelFavouriteFacets(facets, hotels, ["1"]).offers?.favourite?.quantity).toBe(1);
    const marked = { offers: { favourite: { selected: false, quantity: 2 } } };
    expect(hotelFavouriteFacets(marked, [{ hotelDetailId: "1", favourite: true }], []).offers?.favourite).toEqual({
      selected: false,
      quantity: 1,
    });
    expect(hotelFavouriteFacets(facets, hotels, undefined)).toBe(facets);
    expect(
      hotelFavouriteFacets({ offers: { favourite: { selected: false } } }, hotels, ["1"]).offers?.favourite,
    ).toEqual({ selected: false });
  });

  test.prop(
    [
      fc.uniqueArray(fc.record({ hotel: fc.constantFrom(...HOTELS), flagged: fc.boolean() }), {
        selector: (one) => one.hotel,
      }),
      fc.nat({ max: 50 }),
      fc.subarray([...HOTELS, "elsewhere-1", "elsewhere-2"]),
    ],
    { numRuns: 1000 },
  )("the count is the favourites elsewhere plus the listed hotels marked now", (listed, elsewhere, ids) => {
    const hotels = listed.map((one) => ({ hotelDetailId: one.hotel, favourite: one.flagged }));
    const quantity = elsewhere + listed.filter((one) => one.flagged).length;
    const facets = hotelFavouriteFacets({ offers: { favourite: { selected: false, quantity } } }, hotels, ids);
    const markedNow = listed.filter((one) => ids.includes(one.hotel)).length;
    expect(facets.offers?.favourite?.quantity).toBe(elsewhere + markedNow);
  });
});
