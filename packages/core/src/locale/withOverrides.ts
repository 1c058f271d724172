import { type Catalog, isMessageKey, type MessageKey } from "./catalog.js";

/**
 * A catalog with a custom locale's texts laid over it (spec 000 §3: "enabled list plus custom variants with
 * overwrite"; §7 `GET /api/customLocales`). Only known keys with string values are taken; anything else in the
 * server's dictionary is ignored, so a bad override can never remove a text. The input catalog is not changed.
 *
 * @example withOverrides(catalogEs, { "shell.search": "Buscá", unknown: 1 })["shell.search"] // "Buscá"
 */
export const withOverrides = (catalog: Catalog, overrides: Readonly<Record<string, unknown>>): Catalog => {
  const next: Record<MessageKey, string> = { ...catalog };
  for (const [key, value] of Object.entries(overrides)) {
    if (isMessageKey(key) && typeof value === "string") next[key] = value;
  }
  return next;
};
