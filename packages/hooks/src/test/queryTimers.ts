import { timeoutManager } from "@tanstack/react-query";
import type { Clock } from "../provider/world.js";

type TimerId = { readonly clear: () => void; readonly [Symbol.toPrimitive]: () => number };

let clock: Clock | null = null;
let nextId = 1;

const fromClock = (running: Clock, callback: () => void, ms: number, repeat: boolean): TimerId => {
  let handle: unknown;
  const schedule = () => {
    handle = running.setTimeout(() => {
      if (repeat) schedule();
      callback();
    }, ms);
  };
  schedule();
  const id = nextId++;
  return { clear: () => running.clearTimeout(handle), [Symbol.toPrimitive]: () => id };
};

const fromSystem = (callback: () => void, ms: number, repeat: boolean): TimerId => {
  const handle = repeat ? globalThis.setInterval(callback, ms) : globalThis.setTimeout(callback, ms);
  const id = nextId++;
  return {
    clear: () => (repeat ? globalThis.clearInterval(handle) : globalThis.clearTimeout(handle)),
    [Symbol.toPrimitive]: () => id,
  };
};

const start = (callback: () => void, ms: number, repeat: boolean): TimerId =>
  clock === null ? fromSystem(callback, ms, repeat) : fromClock(clock, callback, ms, repeat);

/**
 * TanStack Query's timers (refetch intervals, retry delays, gc) follow one global `timeoutManager`. Tests install
 * this provider once (setup file) and point it at the harness's fake clock, or at the system's timers when a test
 * has none, so that every poll, retry and debounce of a test runs on the same clock.
 */
export const installQueryTimers = (): void =>
  timeoutManager.setTimeoutProvider<TimerId>({
    setTimeout: (callback, ms) => start(() => callback(), ms, false),
    clearTimeout: (id) => id?.clear(),
    setInterval: (callback, ms) => start(() => callback(), ms, true),
    clearInterval: (id) => id?.clear(),
  });

/** Routes the timers started from now on to `next` (a fake clock), or to the system's timers with null. */
export const routeQueryTimersTo = (next: Clock | null): void => {
  clock = next;
};
