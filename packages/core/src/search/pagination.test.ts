import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { listPage, PAGINATION_WINDOW_SIZE, paginationClamp, paginationSlice, paginationView } from "./pagination.js";

describe("paginationView", () => {
  test.prop([fc.integer({ min: -5, max: 500 }), fc.integer({ min: 1, max: 400 })], { numRuns: 1000 })(
    "the window holds the current page, at most 10 consecutive buttons, within 1..count",
    (page, count) => {
      const view = paginationView(page, count);
      expect(view.visible).toBe(true);
      expect(view.pages).toContain(view.currentPage);
      expect(view.pages.length).toBeLessThanOrEqual(PAGINATION_WINDOW_SIZE);
      expect(view.pages.length).toBe(Math.min(count, PAGINATION_WINDOW_SIZE));
      view.pages.forEach((p, i) => {
        expect(p).toBeGreaterThanOrEqual(1);
        expect(p).toBeLessThanOrEqual(count);
        if (i > 0) expect(p).toBe((view.pages[i - 1] ?? 0) + 1);
      });
      expect(view.lastPage).toBe(count);
      expect(view.previousPage === null).toBe(view.currentPage === 1);
      expect(view.nextPage === null).toBe(view.currentPage === count);
    },
  );

  test("hidden when there are 0 pages", () => {
    const view = paginationView(3, 0);
    expect(view.visible).toBe(false);
    expect(view.pages).toEqual([]);
    expect(view.previousPage).toBeNull();
    expect(view.nextPage).toBeNull();
  });

  test("centres the window and sticks to the ends", () => {
    expect(paginationView(7, 30).pages).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(paginationView(1, 30).pages[0]).toBe(1);
    expect(paginationView(30, 30).pages).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
    expect(paginationView(2, 3).pages).toEqual([1, 2, 3]);
  });

  test("'Volver' disabled on page 1, 'Siguiente' on the last page", () => {
    expect(paginationView(1, 4)).toMatchObject({ previousPage: null, nextPage: 2 });
    expect(paginationView(4, 4)).toMatchObject({ previousPage: 3, nextPage: null });
  });

  test("junk numbers stay bounded", () => {
    expect(paginationClamp(Number.NaN, 5)).toBe(1);
    expect(paginationClamp(9, 0)).toBe(1);
    expect(paginationView(2, Number.NaN).visible).toBe(false);
    expect(paginationView(2, 5, 0).pages).toEqual([2]);
  });
});

describe("paginationSlice", () => {
  test.prop(
    [fc.array(fc.nat(), { maxLength: 60 }), fc.integer({ min: -3, max: 20 }), fc.integer({ min: 1, max: 12 })],
    {
      numRuns: 1000,
    },
  )("pages cover the list exactly once, in order", (items, page, size) => {
    const slice = paginationSlice(items, page, size);
    expect(slice.countPages).toBe(Math.ceil(items.length / size));
    expect(slice.items.length).toBeLessThanOrEqual(size);
    const all = Array.from({ length: slice.countPages }, (_, i) => paginationSlice(items, i + 1, size).items).flat();
    expect(all).toEqual(items);
    if (items.length > 0) expect(slice.items.length).toBeGreaterThan(0);
  });
  test.prop(
    [fc.array(fc.nat(), { maxLength: 60 }), fc.integer({ min: -5, max: 40 }), fc.integer({ min: 1, max: 25 })],
    {
      numRuns: 1000,
    },
  )("the page shown stays within bounds and is the one asked for when it exists", (items, page, size) => {
    const slice = paginationSlice(items, page, size);
    expect(slice.currentPage).toBeGreaterThanOrEqual(1);
    expect(slice.currentPage).toBeLessThanOrEqual(Math.max(1, slice.countPages));
    expect(slice.totalItems).toBe(items.length);
    if (page >= 1 && page <= slice.countPages) expect(slice.currentPage).toBe(page);
  });
  test.prop([fc.array(fc.nat(), { maxLength: 5 }), fc.double()], { numRuns: 1000 })(
    "any page size or page never throws",
    (items, odd) => {
      expect(paginationSlice(items, odd, odd).items.length).toBeLessThanOrEqual(items.length);
    },
  );
  test("empty list and junk sizes", () => {
    expect(paginationSlice([], 3, 10)).toEqual({ items: [], currentPage: 1, countPages: 0, totalItems: 0 });
    expect(paginationSlice([1, 2], 1, Number.NaN).items).toEqual([1]);
  });
});

describe("listPage", () => {
  test.prop(
    [fc.array(fc.nat(), { maxLength: 60 }), fc.integer({ min: -5, max: 40 }), fc.integer({ min: 1, max: 25 })],
    { numRuns: 1000 },
  )("shows the slice's items and a pager on the slice's page, hidden only for an empty list", (items, page, size) => {
    const shown = listPage(items, page, size);
    const slice = paginationSlice(items, page, size);
    expect(shown.items).toEqual(slice.items);
    expect(shown.total).toBe(items.length);
    expect(shown.pagination.currentPage).toBe(slice.currentPage);
    expect(shown.pagination.visible).toBe(items.length > 0);
    if (items.length > 0) expect(shown.pagination.lastPage).toBe(slice.countPages);
  });
});
