/**
 * Core's `findHashTarget`, behind its own module so the home route loads it (and the results-URL builders it needs)
 * only when the address carries a `find-…` hash.
 */
export { findHashNotice, findHashTarget } from "@travesia/core";
