import { act, render } from "@testing-library/react";
import type { Language } from "@travesia/core";
import { type Clock, memoryPortalStorage, PortalProvider } from "@travesia/hooks";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router-dom";
import { LanguageProvider } from "../i18n/LanguageContext";

/** A `fetch`-shaped function a test scripts: each call's path and body in, a reply out. */
export type ScriptedFetcher = (path: string, init?: RequestInit) => Promise<Response>;

/**
 * Renders a view whose pieces call the API (the back office's select widgets: `find-hotel`, `find-airline`) over a
 * scripted fetcher, in a language and a router, with a clock whose timers run only when the test says so (the
 * widgets' 250 ms debounce): `runTimers` runs the pending ones inside `act`.
 */
export const renderWithFetcher = (ui: ReactElement, fetcher: ScriptedFetcher, language: Language = "es") => {
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
  const result = render(
    <PortalProvider fetcher={fetcher} storage={memoryPortalStorage()} clock={clock}>
      <LanguageProvider language={language}>
        <MemoryRouter>{ui}</MemoryRouter>
      </LanguageProvider>
    </PortalProvider>,
  );
  const runTimers = () =>
    act(() => {
      for (const [handle, callback] of [...timers]) {
        timers.delete(handle);
        callback();
      }
    });
  return { ...result, runTimers };
};
