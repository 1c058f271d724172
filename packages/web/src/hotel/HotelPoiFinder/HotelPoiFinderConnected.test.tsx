import { act, fireEvent, render, screen } from "@testing-library/react";
import { type Clock, memoryPortalStorage, PortalProvider } from "@travesia/hooks";
import { describe, expect, it, vi } from "vitest";
import { LanguageProvider } from "../../i18n/LanguageContext";
import { HotelPoiFinderConnected } from "./HotelPoiFinderConnected";

/** A clock whose timers run only when the test says so (the 750 ms debounce). */
const manualClock = () => {
  const timers = new Map<number, () => void>();
  let next = 0;
  const clock: Clock = {
    now: () => 0,
    setTimeout: (callback) => {
      next += 1;
      timers.set(next, callback);
      return next;
    },
    clearTimeout: (handle) => timers.delete(handle as number),
  };
  const runAll = () => {
    for (const [handle, callback] of [...timers]) {
      timers.delete(handle);
      callback();
    }
  };
  return { clock, runAll };
};

const obelisco = {
  id: "POI-BUE-1",
  description: "Obelisco",
  geo: { latitude: -34.6037, longitude: -58.3816 },
  vicinity: "San Nicolás, Buenos Aires",
};

describe("HotelPoiFinderConnected", () => {
  it("asks the POI call around the center after the debounce and lists what it answers", async () => {
    const calls: string[] = [];
    const fetcher = async (path: string) => {
      calls.push(path);
      return Response.json(path.startsWith("/api/complete/poi/") ? [obelisco] : {}, { status: 200 });
    };
    const { clock, runAll } = manualClock();
    const onChoose = vi.fn();
    render(
      <PortalProvider fetcher={fetcher} storage={memoryPortalStorage()} clock={clock}>
        <LanguageProvider language="es">
          <HotelPoiFinderConnected center={{ latitude: -34.6, longitude: -58.38 }} onChoose={onChoose} />
        </LanguageProvider>
      </PortalProvider>,
    );
    const box = screen.getByRole("combobox", { name: "Dirección o código postal" });
    await act(async () => {
      box.focus();
      await Promise.resolve();
    });
    fireEvent.change(box, { target: { value: "obel" } });
    expect(calls.filter((path) => path.startsWith("/api/complete/poi/"))).toEqual([]);
    act(runAll);
    expect(await screen.findByRole("option", { name: /Obelisco/ })).toBeTruthy();
    expect(calls.filter((path) => path.startsWith("/api/complete/poi/"))).toEqual([
      "/api/complete/poi/obel/-34.6/-58.38/50000",
    ]);
  });
});
