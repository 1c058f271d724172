import type { Catalog } from "../catalog.js";

/** Merges one language's domain tables into its catalog (keys never repeat across domains: a test checks it). */
export const mergeMessageTables = (...tables: readonly Readonly<Record<string, string>>[]): Catalog =>
  Object.assign({}, ...tables) as Catalog;
