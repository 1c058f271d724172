import type { Catalog, CatalogPart, MessageKey } from "./catalog.js";

/**
 * A catalog with a custom locale's texts laid over it (spec 000 §3: "enabled list plus custom variants with
 * overwrite"; §7 `GET /api/customLocales`). Only keys the catalog holds, with string values, are taken; anything else
 * in the server's dictionary is ignored, so a bad override can never remove a text, and a part of a catalog
 * (`CatalogPart`) takes the overrides of its own keys only. The input catalog is not changed.
 *
 * @example withOverrides(catalogEs, { "shell.search": "Buscá", unknown: 1 })["shell.search"] // "Buscá"
 */
export const withOverrides = <C extends Catalog | CatalogPart>(
  catalog: C,
  overrides: Readonly<Record<string, unknown>>,
): C => {
  const next: Partial<Record<MessageKey, string>> = { ...catalog };
  for (const [key, value] of Object.entries(overrides)) {
    if (Object.hasOwn(catalog, key) && typeof value === "string") next[key as MessageKey] = value;
  }
  return next as C;
};
