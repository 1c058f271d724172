import { createContext, type ReactNode, useContext, useState, useSyncExternalStore } from "react";

/** Which of a card's panels are open: 'Ver más detalle' and 'Ver más información'. */
export interface OpenPanels {
  readonly detail: boolean;
  readonly info: boolean;
}

const CLOSED: OpenPanels = { detail: false, info: false };

/** The open panels of every card of a results page, by the card's key (its solution). */
interface CardPanels {
  readonly get: (key: string) => OpenPanels;
  readonly toggle: (key: string, panel: keyof OpenPanels) => void;
  readonly subscribe: (listener: () => void) => () => void;
}

const createCardPanels = (): CardPanels => {
  const open = new Map<string, OpenPanels>();
  const listeners = new Set<() => void>();
  return {
    get: (key) => open.get(key) ?? CLOSED,
    toggle: (key, panel) => {
      const current = open.get(key) ?? CLOSED;
      open.set(key, { ...current, [panel]: !current[panel] });
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

const CardPanelsContext = createContext<CardPanels | null>(null);

/**
 * Holds the open panels of the cards below it. The results list is virtualised: a card scrolled out of view is
 * unmounted, and state kept in the card would be lost when it comes back. Kept here, above the list and keyed by the
 * card's solution, a panel opened stays open however far the page scrolls, and another solution drawn in the same row
 * shows its own panels.
 */
export const CardPanelsProvider = ({ children }: { readonly children: ReactNode }) => {
  const [panels] = useState(createCardPanels);
  return <CardPanelsContext.Provider value={panels}>{children}</CardPanelsContext.Provider>;
};

/** A card's open panels and its toggle; a card outside any provider keeps them while it is mounted. */
export const useCardPanels = (key: string): readonly [OpenPanels, (panel: keyof OpenPanels) => void] => {
  const shared = useContext(CardPanelsContext);
  const [own] = useState(createCardPanels);
  const panels = shared ?? own;
  const open = useSyncExternalStore(
    panels.subscribe,
    () => panels.get(key),
    () => panels.get(key),
  );
  return [open, (panel) => panels.toggle(key, panel)];
};
