import { useCallback, useLayoutEffect, useMemo, useRef } from "react";

/**
 * A function of constant identity that calls the newest `verb`: a memoised box or section handed it is not drawn
 * again for a new callback, and still changes the filters applied now (the page hands a new `onChange` and new
 * filters at each click).
 */
export const useStableVerb = <Args extends readonly unknown[]>(verb: (...args: Args) => void) => {
  const latest = useRef(verb);
  useLayoutEffect(() => {
    latest.current = verb;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
};

/**
 * One stable toggle per group of choices (`toggleFor(group)` is the same function at every render), each calling the
 * newest `verb` with its group: the choices' boxes stay memoised across filter clicks.
 */
export const useStableToggles = <Group extends string>(
  verb: (group: Group, code: string, checked: boolean) => void,
): ((group: Group) => (code: string, checked: boolean) => void) => {
  const stable = useStableVerb(verb);
  return useMemo(() => {
    const toggles = new Map<Group, (code: string, checked: boolean) => void>();
    return (group: Group) => {
      let toggle = toggles.get(group);
      if (toggle === undefined) {
        toggle = (code, checked) => stable(group, code, checked);
        toggles.set(group, toggle);
      }
      return toggle;
    };
  }, [stable]);
};
