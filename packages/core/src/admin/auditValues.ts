import type { MessageParams } from "../locale/formatMessage.js";
import { LANGUAGES } from "../locale/language.js";
import type { AdminAuditEntry, AdminSettingValue } from "./adminApi.js";
import type { AdminMessageKey } from "./adminMessages.js";
import type { HomeBackgroundSlot } from "./homeBackgroundSources.js";
import { parseHomeBackgroundKey } from "./homeBackgrounds.js";
import { isHomeList } from "./homeContent.js";
import { storedPoiOf } from "./pois.js";
import { isPortalSettingField } from "./portalSettings.js";

// How the change log reads an entry to a person (issue 40: "who, when, what, before and after"): the stored values
// are what the modules save (a hotel's description as HTML, its lists as JSON, a POI as JSON, an image's address),
// and the log shows each as text: the description's words, "4 estrellas", "3 íconos: wifi, pool, spa", the POI's name.

/** One readable piece of an entry: plain text shown as is, an admin text, an image, or a home background's slot. */
export type AuditText =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "message"; readonly key: AdminMessageKey; readonly params?: MessageParams }
  /** An uploaded image: its address (for a thumbnail) and what it is called. */
  | { readonly kind: "image"; readonly url: string; readonly key: AdminMessageKey }
  /** A home background's slot: the product's name comes from the portal's catalog. */
  | { readonly kind: "slot"; readonly slot: HomeBackgroundSlot };

/** The longest text the log shows of a value, in characters (ours: two lines of the list). */
export const AUDIT_TEXT_MAX = 160;

/** The entry's parts the readable texts depend on. */
export type AuditEntryParts = Pick<AdminAuditEntry, "module" | "target" | "targetName" | "field">;

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

const decodeEntity = (entity: string, name: string): string => {
  if (name.startsWith("#")) {
    const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return ENTITIES[name] ?? entity;
};

/**
 * The words of an HTML fragment (a hotel's description as the editor saves it): tags dropped (a block's end counts
 * as a space), character references read, runs of white space made one, trimmed.
 *
 * @example plainTextOfHtml("<p>Frente al <strong>mar</strong>.</p><ul><li>Pileta</li></ul>") // "Frente al mar. Pileta"
 */
export const plainTextOfHtml = (html: string): string =>
  html
    .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|blockquote|tr|td)\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, " ")
    .trim();

/**
 * A text cut to at most `max` characters (whole code points), ending in "…" when cut.
 *
 * @example shortText("Frente al mar", 8) // "Frente …"
 */
export const shortText = (text: string, max: number = AUDIT_TEXT_MAX): string => {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, Math.max(0, max - 1)).join("")}…`;
};

const text = (value: string): AuditText => ({ kind: "text", text: shortText(value) });
const message = (key: AdminMessageKey, params?: MessageParams): AuditText =>
  params === undefined ? { kind: "message", key } : { kind: "message", key, params };

const listOf = (value: string): unknown[] | undefined => {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
};

/** A list's count and its first items joined, or "(none)" for an empty one. */
const countedList = (key: AdminMessageKey, items: readonly string[]): AuditText =>
  items.length === 0
    ? message("admin.audit.value.none")
    : message(key, { count: items.length, items: shortText(items.join(", ")) });

const hotelValue = (field: string, value: string): AuditText => {
  if (field.startsWith("description."))
    return value === "" ? message("admin.audit.emptyText") : text(plainTextOfHtml(value));
  if (field === "rating" && /^[1-5]$/.test(value)) return message("admin.audit.value.stars", { count: Number(value) });
  const list = listOf(value)?.filter((item): item is string => typeof item === "string");
  if (list === undefined) return text(value);
  if (field === "gallery") return message("admin.audit.value.images", { count: list.length });
  if (field === "amenities")
    return countedList(
      "admin.audit.value.icons",
      list.map((code) => code.replace(/^icon-/, "")),
    );
  return countedList("admin.audit.value.videos", list);
};

const homeListValue = (value: string): AuditText => {
  if (value === "") return message("admin.audit.value.seedList");
  const titles = listOf(value)?.map((item) =>
    typeof item === "object" && item !== null && typeof (item as { title?: unknown }).title === "string"
      ? (item as { title: string }).title
      : "",
  );
  return titles === undefined ? text(value) : countedList("admin.audit.value.hotels", titles);
};

const poiValue = (value: string): AuditText => {
  const poi = storedPoiOf(value);
  if (value === "") return message("admin.audit.value.seedPoi");
  if (poi === "removed") return message("admin.audit.removed");
  if (poi === undefined) return text(value);
  return poi.vicinity === ""
    ? text(poi.description)
    : message("admin.audit.value.poi", { name: poi.description, vicinity: poi.vicinity });
};

const imageValue = (value: string, none: AdminMessageKey): AuditText =>
  value === "" ? message(none) : { kind: "image", url: value, key: "admin.audit.value.uploadedImage" };

/**
 * A value of an entry (its `before` or its `after`) as the change log shows it: a switch as on or off; a hotel's
 * description as its words, its rating as "{count} estrellas", its lists counted and named; a POI by its name; a home
 * list by its hotels' titles; an image as an image; "" as what it means in that module (the seed's own, the default
 * image, no logo); any other text as it is, at most {@link AUDIT_TEXT_MAX} characters.
 *
 * @example auditValueText({ module: "hotels", field: "rating" }, "5") // { kind: "message", key: "admin.audit.value.stars", params: { count: 5 } }
 */
export const auditValueText = (
  entry: Pick<AuditEntryParts, "module" | "field">,
  value: AdminSettingValue,
): AuditText => {
  if (typeof value === "boolean") return message(value ? "admin.audit.on" : "admin.audit.off");
  const { module, field } = entry;
  if (module === "hotels") return hotelValue(field, value);
  if (module === "pois" && field === "poi") return poiValue(value);
  if (module === "home" && field === "items") return homeListValue(value);
  if (module === "home" && field === "background") return imageValue(value, "admin.audit.value.defaultImage");
  if (module === "airlines" && field === "logo") return imageValue(value, "admin.audit.value.noLogo");
  if (module === "airlines" && field === "name" && value === "") return message("admin.audit.value.seedName");
  return value === "" ? message("admin.audit.emptyText") : text(value);
};

const FIELD_KEYS: Readonly<Record<string, AdminMessageKey>> = {
  "hotels rating": "admin.audit.field.rating",
  "hotels amenities": "admin.audit.field.amenities",
  "hotels gallery": "admin.audit.field.gallery",
  "hotels videos": "admin.audit.field.videos",
  "pois poi": "admin.audit.field.poi",
  "airlines name": "admin.audit.field.name",
  "airlines logo": "admin.audit.field.logo",
  "home items": "admin.audit.field.items",
};

/**
 * What an entry changed, as the log names it: a portal setting's label, a hotel's field ("descripción (en)",
 * "categoría"), a home background's slot; a catalog key or a tour text's key as it is.
 *
 * @example auditFieldText({ module: "hotels", target: "100001", targetName: "Hotel Sol", field: "description.en" }) // { kind: "message", key: "admin.audit.field.description", params: { language: "en" } }
 */
export const auditFieldText = (entry: AuditEntryParts): AuditText => {
  const { module, field } = entry;
  if (module === "settings" && isPortalSettingField(field)) return message(`admin.settings.${field}`);
  const language = LANGUAGES.find((code) => field === `description.${code}`);
  if (module === "hotels" && language !== undefined) return message("admin.audit.field.description", { language });
  const slot = module === "home" && field === "background" ? parseHomeBackgroundKey(entry.target) : undefined;
  if (slot !== undefined) return { kind: "slot", slot };
  const key = FIELD_KEYS[`${module} ${field}`];
  return key === undefined ? text(field) : message(key);
};

/**
 * Whose change an entry is, as the log names it: the portal, language variant, hotel (by name, as the API gives it)
 * or airline the API names; a home list by its title.
 */
export const auditTargetText = (entry: AuditEntryParts): AuditText => {
  if (entry.module === "home" && isHomeList(entry.target)) return message(`admin.home.${entry.target}`);
  if (entry.module === "home" && entry.field === "background") return message("admin.module.home");
  return text(entry.targetName);
};
