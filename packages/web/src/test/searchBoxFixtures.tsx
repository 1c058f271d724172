import type { ReactNode } from "react";
import { vi } from "vitest";
import type { DestinationBinding, PlacesBinding } from "../shared/searchForm/usePlaceBoxes";
import { renderView } from "./renderView";

/** Verbs for a stateless box: every verb a spy, made the first time the view reads it. */
export const spyVerbs = <T extends object>(): T & Record<string, ReturnType<typeof vi.fn>> => {
  const spies: Record<string, ReturnType<typeof vi.fn>> = {};
  return new Proxy(spies, {
    get: (target, key: string) => {
      target[key] ??= vi.fn();
      return target[key];
    },
  }) as T & Record<string, ReturnType<typeof vi.fn>>;
};

/** A destination box with nothing typed and no recent location. */
export const emptyDestination = (): DestinationBinding => ({
  text: "",
  chosenValue: "",
  options: [],
  status: "recent",
  minChars: 2,
  onType: vi.fn(),
  onChoose: vi.fn(),
});

/** A multi-place box with nothing chosen. */
export const emptyPlaces = (): PlacesBinding => ({
  selected: [],
  options: [],
  term: "",
  status: "recent",
  minChars: 2,
  summary: "",
  onType: vi.fn(),
  onChange: vi.fn(),
});

/** Draws a stateless search box with spy verbs; returns the spies. */
export const drawSearchBox = <P extends { readonly actions: object }>(
  Box: (props: P) => ReactNode,
  props: Omit<P, "actions">,
) => {
  const actions = spyVerbs<P["actions"]>();
  renderView(<Box {...(props as P)} actions={actions} />);
  return actions;
};
