import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeClock } from "../test/fakeClock.js";
import { harness } from "../test/harness.js";
import { useHotelSearchForm } from "./useHotelSearchForm.js";
import { useHouseSearchForm } from "./useHouseSearchForm.js";

// The fake clock starts on 2026-11-21.
const wrapper = () => harness({ clock: fakeClock() }).wrapper;
const keys = (issues: readonly { key: string }[]) => issues.map((issue) => issue.key);

describe("useHotelSearchForm", () => {
  it("shows no error before a submit, then every failing field with the home box's keys", () => {
    const { result } = renderHook(() => useHotelSearchForm(), { wrapper: wrapper() });
    expect(result.current.data.issues).toEqual([]);
    let outcome: ReturnType<typeof result.current.actions.submit> = { _tag: "Navigate", url: "" };
    act(() => {
      outcome = result.current.actions.submit();
    });
    expect(outcome._tag).toBe("Invalid");
    expect(keys(result.current.data.issues)).toEqual([
      "forms.homeDestinationRequired",
      "forms.homeCheckInRequired",
      "forms.homeCheckOutRequired",
    ]);
    expect(result.current.status).toBe("invalid");
    act(() => result.current.actions.pickDates("2026-11-01", ""));
    expect(keys(result.current.data.issuesAt(["checkIn"]))).toEqual(["forms.dateInPast"]);
  });

  it("submits to core's hotel results URL, with rooms, children ages and availability", () => {
    const { result } = renderHook(() => useHotelSearchForm({ availability: "ALL" }), { wrapper: wrapper() });
    act(() => {
      result.current.actions.chooseDestination({ id: "4521", name: "Buenos Aires" }, "H-1");
      result.current.actions.typeDestination("Buenos");
      result.current.actions.chooseDestination({ id: "4521", name: "Buenos Aires" });
      result.current.actions.pickDates("2026-12-01", "2026-12-05");
      result.current.actions.setRoomCount(2);
      result.current.actions.setChildren(1, 1);
    });
    // A new destination drops the previous one's hotel reference.
    expect(result.current.data.values.externalHotelReference).toBe("");
    act(() => void result.current.actions.submit());
    expect(keys(result.current.data.issuesAt(["rooms", 1, "ages", 0]))).toEqual(["occupancy.childAgeRequired"]);
    act(() => result.current.actions.setChildAge(1, 0, 5));
    let outcome: ReturnType<typeof result.current.actions.submit> = { _tag: "Invalid", issues: [] };
    act(() => {
      outcome = result.current.actions.submit();
    });
    expect(outcome).toEqual({
      _tag: "Navigate",
      url: "/hotel/results/4521/2026-12-01/2026-12-05/2-0,2-1:5?availability=ALL",
    });
    expect(result.current.status).toBe("submitted");
    act(() => result.current.actions.toggleAdvancedSearch());
    expect(result.current.status).toBe("editing");
    expect(result.current.data.values.moreFilters).toBe(true);
  });

  it("uses the results-form keys and limits on the results variant", () => {
    const { result } = renderHook(() => useHotelSearchForm({ variant: "results" }), { wrapper: wrapper() });
    act(() => result.current.actions.setRoomCount(9));
    expect(result.current.data.values.rooms).toHaveLength(7);
    act(() => void result.current.actions.submit());
    expect(keys(result.current.data.issues)).toContain("forms.checkInRequired");
  });
});

describe("useHouseSearchForm", () => {
  it("validates and submits to the house results URL, the destination's name kept whole", () => {
    const { result } = renderHook(() => useHouseSearchForm(), { wrapper: wrapper() });
    act(() => void result.current.actions.submit());
    expect(result.current.data.issues.length).toBeGreaterThan(0);
    act(() => {
      result.current.actions.chooseDestination({ id: "77", name: "Mar del Plata" });
      result.current.actions.pickDates("2026-12-01", "2026-12-08");
      result.current.actions.setPassengers(4);
    });
    expect(result.current.actions.submit()).toEqual({
      _tag: "Navigate",
      url: "/house/results/Mar%20del%20Plata/77/2026-12-01/2026-12-08/4-0",
    });
    act(() => result.current.actions.reset());
    expect(result.current.data.values.destinationId).toBe("");
    expect(result.current.data.issues).toEqual([]);
  });
});
