import { replaceEqualDeep } from "@tanstack/react-query";
import { useState } from "react";

/**
 * The value with TanStack Query's structural sharing against the one of the previous render: every part equal by
 * value keeps its identity, so what is memoised on it (a panel, a form) is not drawn again for an equal value.
 *
 * @example const search = useShared(parsed.search); // the same object after a filter click
 */
export const useShared = <T>(value: T): T => {
  const [kept, keep] = useState(value);
  const shared = replaceEqualDeep(kept, value);
  if (shared !== kept) keep(shared);
  return shared;
};
