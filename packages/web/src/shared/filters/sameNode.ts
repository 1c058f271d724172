/**
 * Whether two React nodes draw the same: equal primitives, arrays and plain objects (an element and its props are
 * plain objects) compared by value, anything else (a function, a class instance) by identity. Memoised sections use
 * it on their body: a toggle kept stable (`useStableToggles`) and equal choices mean nothing to draw again.
 */
export const sameNode = (before: unknown, after: unknown): boolean => {
  if (Object.is(before, after)) return true;
  if (typeof before !== "object" || typeof after !== "object" || before === null || after === null) return false;
  if (Array.isArray(before))
    return (
      Array.isArray(after) && before.length === after.length && before.every((item, at) => sameNode(item, after[at]))
    );
  if (!isPlain(before) || !isPlain(after)) return false;
  const keys = Object.keys(before);
  return (
    keys.length === Object.keys(after).length &&
    keys.every((key) => Object.hasOwn(after, key) && sameNode(before[key], after[key]))
  );
};

const isPlain = (value: object): value is Record<string, unknown> => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};
