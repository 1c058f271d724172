import { type HotelQuoteEvent, type HotelQuoteState, hotelQuoteInitial, hotelQuoteTransition } from "@travesia/core";
import { createStore, type StoreApi } from "zustand/vanilla";
import type { PortalWorld } from "../provider/PortalProvider.js";

/** The page's quote buttons: core's machine, and the rate the last event was about (whose list shows the notices). */
export interface HotelQuotePage {
  readonly machine: HotelQuoteState;
  readonly lastRateId: string | undefined;
}

const stores = new WeakMap<object, StoreApi<HotelQuotePage>>();

/**
 * The quote buttons of every hotel card under one provider, as one store: spec 001 §4 "While one quote runs the
 * others are disabled" holds across cards, so the machine cannot live in a card.
 */
export const hotelQuoteStore = (world: Pick<PortalWorld, "stores">): StoreApi<HotelQuotePage> => {
  let store = stores.get(world.stores);
  if (store === undefined) {
    store = createStore<HotelQuotePage>()(() => ({ machine: hotelQuoteInitial, lastRateId: undefined }));
    stores.set(world.stores, store);
  }
  return store;
};

/** Steps core's `hotelQuoteTransition`; returns the new machine. */
export const dispatchHotelQuote = (store: StoreApi<HotelQuotePage>, event: HotelQuoteEvent): HotelQuoteState => {
  store.setState((page) => ({
    machine: hotelQuoteTransition(page.machine, event),
    lastRateId: "rateId" in event ? event.rateId : page.lastRateId,
  }));
  return store.getState().machine;
};
