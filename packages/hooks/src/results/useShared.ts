import { replaceEqualDeep } from "@tanstack/react-query";
import { useLayoutEffect, useRef } from "react";

/**
 * The value with TanStack Query's structural sharing against the one of the last committed render: every part equal
 * by value keeps its identity, so what is memoised on it (a panel, a form) is not drawn again for an equal value.
 * The committed value is kept in a ref written as the render commits, not in state set during the render: a new value
 * would then run the whole component twice (a filter click's page drew itself twice before its paint).
 *
 * @example const search = useShared(parsed.search); // the same object after a filter click
 */
export const useShared = <T>(value: T): T => {
  const committed = useRef(value);
  const shared = replaceEqualDeep(committed.current, value);
  useLayoutEffect(() => {
    committed.current = shared;
  });
  return shared;
};
