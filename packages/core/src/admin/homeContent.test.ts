import { fc, test } from "@fast-check/vitest";
import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import {
  addHomeItem,
  HOME_LIST_MAX,
  type HomeListItem,
  moveHomeItem,
  removeHomeItem,
  retitleHomeItem,
  validateHomeList,
} from "./homeContent.js";

const arbItem = fc.record({
  hotelId: fc.integer({ min: 1, max: 999_999 }).map(String),
  title: fc.stringMatching(/^[A-Za-zÀ-ÿ0-9]{2,30}$/),
});
const arbList = fc.uniqueArray(arbItem, { selector: (item) => item.hotelId, maxLength: HOME_LIST_MAX });

describe("the home lists", () => {
  test.prop([arbList], { numRuns: 1000 })("a valid list is read back as it is", (list) => {
    expect(validateHomeList({ items: list })).toEqual(Result.succeed(list));
  });

  test.prop([arbList, fc.nat(20), fc.integer({ min: -15, max: 15 })], { numRuns: 1000 })(
    "moving keeps the same hotels and puts the moved one where asked, within the list",
    (list, index, offset) => {
      const moved = moveHomeItem(list, index, offset);
      expect([...moved].sort(byId)).toEqual([...list].sort(byId));
      const item = list[index];
      if (item !== undefined) expect(moved.indexOf(item)).toBe(Math.min(list.length - 1, Math.max(0, index + offset)));
      else expect(moved).toBe(list);
    },
  );

  test.prop([arbList, arbItem], { numRuns: 1000 })(
    "adding refuses a full list or a hotel already in it, and appends otherwise",
    (list, item) => {
      const added = addHomeItem(list, item);
      if (list.length >= HOME_LIST_MAX || list.some((known) => known.hotelId === item.hotelId))
        expect(Result.isFailure(added)).toBe(true);
      else expect(added).toEqual(Result.succeed([...list, item]));
    },
  );

  test.prop([arbList, fc.nat(20)], { numRuns: 1000 })(
    "removing drops exactly one hotel at the index",
    (list, index) => {
      const removed = removeHomeItem(list, index);
      expect(removed.length).toBe(index < list.length ? list.length - 1 : list.length);
      expect(removed).toEqual(list.filter((_, at) => at !== index));
    },
  );

  it("refuses duplicates, bad ids and titles, and too long a list, naming the field", () => {
    const failure = validateHomeList({
      items: [
        { hotelId: "1", title: "Sol" },
        { hotelId: "1", title: "x" },
        { hotelId: "a", title: "Mar" },
      ],
    });
    expect(Result.isFailure(failure) && failure.failure.map((issue) => issue.field)).toEqual([
      "items.1.hotelId",
      "items.1.title",
      "items.2.hotelId",
    ]);
    const full = Array.from({ length: HOME_LIST_MAX + 1 }, (_, n) => ({ hotelId: String(n + 1), title: "Hotel" }));
    expect(Result.isFailure(validateHomeList({ items: full }))).toBe(true);
    expect(Result.isFailure(validateHomeList([]))).toBe(true);
    const retitled = retitleHomeItem([{ hotelId: "1", title: "Sol" }], 0, " Mar ");
    expect(retitled).toEqual([{ hotelId: "1", title: " Mar " }]);
    expect(validateHomeList({ items: retitled })).toEqual(Result.succeed([{ hotelId: "1", title: "Mar" }]));
  });
});

const byId = (a: HomeListItem, b: HomeListItem) => a.hotelId.localeCompare(b.hotelId);
