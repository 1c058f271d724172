import { installQueryTimers } from "./queryTimers.js";

// Headless UI 2 measures elements; jsdom has no ResizeObserver.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

// TanStack Query's timers go through a provider that follows each harness's clock (fake or system).
installQueryTimers();
