import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeClock } from "../test/fakeClock.js";
import { harness } from "../test/harness.js";
import { useBundleSearchForm } from "./useBundleSearchForm.js";
import { useFlightSearchForm } from "./useFlightSearchForm.js";
import { useHotelSearchForm } from "./useHotelSearchForm.js";
import { useHouseSearchForm } from "./useHouseSearchForm.js";
import { usePackageSearchForm } from "./usePackageSearchForm.js";

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
    act(() => result.current.actions.set("checkIn", "2026-11-01"));
    expect(keys(result.current.data.issuesAt(["checkIn"]))).toEqual(["forms.dateInPast"]);
  });

  it("submits to core's hotel results URL, with rooms, children ages and availability", () => {
    const { result } = renderHook(() => useHotelSearchForm({ availability: "ALL" }), { wrapper: wrapper() });
    act(() => {
      result.current.actions.update((values) => ({
        ...values,
        destinationId: "4521",
        destinationName: "Buenos Aires",
        checkIn: "2026-12-01",
        checkOut: "2026-12-05",
      }));
      result.current.actions.setRoomCount(2);
      result.current.actions.setChildren(1, 1);
    });
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
  });

  it("uses the results-form keys on the results variant", () => {
    const { result } = renderHook(() => useHotelSearchForm({ variant: "results" }), { wrapper: wrapper() });
    act(() => void result.current.actions.submit());
    expect(keys(result.current.data.issues)).toContain("forms.checkInRequired");
  });
});

describe("useHouseSearchForm", () => {
  it("validates and submits to the house results URL, the destination's name kept whole", () => {
    const { result } = renderHook(() => useHouseSearchForm(), { wrapper: wrapper() });
    act(() => void result.current.actions.submit());
    expect(result.current.data.issues.length).toBeGreaterThan(0);
    act(() =>
      result.current.actions.update((values) => ({
        ...values,
        destinationId: "77",
        destinationName: "Mar del Plata",
        checkIn: "2026-12-01",
        checkOut: "2026-12-08",
        passengers: 4,
      })),
    );
    expect(result.current.actions.submit()).toEqual({
      _tag: "Navigate",
      url: "/house/results/Mar%20del%20Plata/77/2026-12-01/2026-12-08/4-0",
    });
  });
});

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
      result.current.actions.setOneWay(true);
      result.current.actions.setChildren(2);
      result.current.actions.setChildAge(0, 1);
    });
    expect(keys(result.current.data.issues)).not.toContain("flight.returnRequired");
    expect(keys(result.current.data.issuesAt(["ages", 1]))).toEqual(["flight.childAgeRequired"]);
    act(() => result.current.actions.setChildAge(1, 1));
    expect(keys(result.current.data.issuesAt(["adults"]))).toEqual(["flight.infantsExceedAdults"]);
  });

  it("submits to the friendly flight results URL", () => {
    const { result } = renderHook(() => useFlightSearchForm("compact"), { wrapper: wrapper() });
    act(() =>
      result.current.actions.update((values) => ({
        ...values,
        origins: [
          { id: "BUE", name: "Buenos Aires" },
          { id: "COR", name: "Córdoba" },
        ],
        destinationId: "MAD",
        destinationName: "Madrid",
        departure: "2026-12-01",
        returnDate: "2026-12-15",
        adults: 2,
      })),
    );
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
    act(() =>
      result.current.actions.update((values) => ({
        ...values,
        origins: [{ id: "BUE", name: "Buenos Aires" }],
        destinationId: "MAD",
        destinationName: "Madrid",
        checkIn: "2026-12-01",
        checkOut: "2026-12-10",
      })),
    );
    act(() => result.current.actions.set("differentHotel", true));
    act(() => void result.current.actions.submit());
    expect(result.current.data.issuesAt(["accommodationCityId"]).length).toBe(1);
    act(() => result.current.actions.set("differentHotel", false));
    expect(result.current.actions.submit()).toEqual({
      _tag: "Navigate",
      url: "/flightsHotels/results/BUE:Buenos%20Aires/MAD/Madrid/2026-12-01/2026-12-10/2-0/0/0",
    });
  });
});

describe("useBundleSearchForm", () => {
  it("'Buscar' needs a destination or theme; 'Explorar nuestras propuestas' needs nothing; both are posts", () => {
    const { result } = renderHook(() => useBundleSearchForm(), { wrapper: wrapper() });
    expect(result.current.actions.exploreAll()).toMatchObject({
      _tag: "Post",
      path: "/dynamicVacationBundle/getAllResults",
    });
    act(() => void result.current.actions.submit());
    expect(result.current.data.issues.length).toBe(1);
    act(() => result.current.actions.toggleTheme("2"));
    expect(result.current.data.values.themeIds).toEqual(["2"]);
    expect(result.current.actions.submit()).toMatchObject({ _tag: "Post", path: "/search/dynamicVacationBundle" });
    act(() => result.current.actions.toggleTheme("2"));
    expect(result.current.data.values.themeIds).toEqual([]);
  });
});
