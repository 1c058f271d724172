import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeClock } from "../test/fakeClock.js";
import { harness } from "../test/harness.js";
import { useFlightSearchForm } from "./useFlightSearchForm.js";
import { usePackageSearchForm } from "./usePackageSearchForm.js";

// The fake clock starts on 2026-11-21.
const wrapper = () => harness({ clock: fakeClock() }).wrapper;
const keys = (issues: readonly { key: string }[]) => issues.map((issue) => issue.key);
const BUE = { id: "BUE", name: "Buenos Aires" };
const MAD = { id: "MAD", name: "Madrid" };

describe("useFlightSearchForm", () => {
  it("reads every flight message, one-way un-requires the return date, and infants may not exceed adults", () => {
    const { result } = renderHook(() => useFlightSearchForm(), { wrapper: wrapper() });
    act(() => void result.current.actions.submit());
    expect(keys(result.current.data.issues)).toEqual([
      "flight.originRequired",
      "flight.destinationRequired",
      "flight.departureRequired",
      "flight.returnRequired",
    ]);
    act(() => {
      result.current.actions.toggleOneWay();
      result.current.actions.setChildren(2);
      result.current.actions.setChildAge(0, 1);
    });
    expect(keys(result.current.data.issues)).not.toContain("flight.returnRequired");
    expect(keys(result.current.data.issuesAt(["ages", 1]))).toEqual(["flight.childAgeRequired"]);
    act(() => result.current.actions.setChildAge(1, 1));
    expect(keys(result.current.data.issuesAt(["adults"]))).toEqual(["flight.infantsExceedAdults"]);
    act(() => {
      result.current.actions.toggleStop(2);
      result.current.actions.toggleStop(0);
    });
    expect(result.current.data.values.stops).toEqual([0, 2]);
  });

  it("the compact form has no flexible dates, and submits to the friendly flight results URL", () => {
    const { result } = renderHook(() => useFlightSearchForm("compact"), { wrapper: wrapper() });
    act(() => {
      result.current.actions.chooseOrigins([BUE, { id: "COR", name: "Córdoba" }, BUE]);
      result.current.actions.chooseDestination(MAD);
      result.current.actions.pickDates("2026-12-01", "2026-12-15");
      result.current.actions.setAdults(2);
      result.current.actions.toggleFlexibleDates();
      result.current.actions.toggleAdvancedSearch();
    });
    expect(result.current.data.values).toMatchObject({ flexibleDates: false, moreFilters: false });
    expect(result.current.data.values.origins).toHaveLength(2);
    const outcome = result.current.actions.submit();
    expect(outcome._tag).toBe("Navigate");
    if (outcome._tag === "Navigate") {
      expect(outcome.url.startsWith("/flight/results/")).toBe(true);
      expect(outcome.url).toContain("2026-12-01;2026-12-15");
      expect(outcome.url).toContain("/2-0/");
    }
  });
});

describe("usePackageSearchForm", () => {
  it("requires the accommodation city only when different-hotel is checked, then submits the package URL", () => {
    const { result } = renderHook(() => usePackageSearchForm(), { wrapper: wrapper() });
    act(() => {
      result.current.actions.chooseOrigins([BUE]);
      result.current.actions.chooseDestination(MAD);
      result.current.actions.pickDates("2026-12-01", "2026-12-10");
      result.current.actions.toggleDifferentHotel();
    });
    act(() => void result.current.actions.submit());
    expect(result.current.data.issuesAt(["accommodationCityId"]).length).toBe(1);
    act(() => result.current.actions.toggleDifferentHotel());
    expect(result.current.actions.submit()).toEqual({
      _tag: "Navigate",
      url: "/flightsHotels/results/BUE:Buenos%20Aires/MAD/Madrid/2026-12-01/2026-12-10/2-0/0/0",
    });
  });
});
