import * as Result from "effect/Result";
import { isRecord } from "../internal/outsideInput.js";
import { type AdminIssue, adminIssue } from "./adminIssue.js";

/** The longest POI name, in characters (ours). */
export const POI_DESCRIPTION_MAX = 120;
/** The longest POI area or address, in characters (ours). */
export const POI_VICINITY_MAX = 160;

/** The kinds a back-office POI may be (the place types the demo's POIs carry; spec 000 §3 "types"). */
export const POI_TYPES = [
  "point_of_interest",
  "museum",
  "park",
  "church",
  "shopping_mall",
  "stadium",
  "tourist_attraction",
  "natural_feature",
  "airport",
  "train_station",
] as const;
export type PoiType = (typeof POI_TYPES)[number];

/**
 * A point of interest as the back office edits it (spec 000 §3 "Place of interest: id, description, geo
 * latitude/longitude, vicinity, types"), with the destination (city code) whose list holds it.
 */
export interface AdminPoi {
  readonly id: string;
  readonly city: string;
  readonly description: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly vicinity: string;
  readonly type: PoiType;
}

/** A POI as an administrator sends it: a new one has no id yet. */
export type AdminPoiDraft = Omit<AdminPoi, "id"> & { readonly id?: string };

const CITY = /^[A-Z0-9]{3}$/;
const POI_ID = /^POI-[A-Z0-9-]{3,30}$/;

const isPoiType = (value: unknown): value is PoiType => POI_TYPES.some((type) => type === value);

const textLength = (text: string) => [...text].length;

/** Rounds a coordinate to 5 decimals (about a metre), as the demo's POIs keep them. */
export const roundCoordinate = (value: number): number => Math.round(value * 1e5) / 1e5 + 0;

/**
 * Reads a POI from outside: a city code, a trimmed name of 2 to {@link POI_DESCRIPTION_MAX} characters, an area of at
 * most {@link POI_VICINITY_MAX}, a latitude in [-90, 90] and a longitude in [-180, 180] (rounded to 5 decimals), a type
 * of {@link POI_TYPES}, and an id only when it edits an existing POI. Every failing field is named.
 *
 * @example validateAdminPoi({ city: "BUE", description: " Obelisco ", latitude: -34.6037, longitude: -58.3816, vicinity: "Centro", type: "tourist_attraction" })
 * // Result.succeed({ city: "BUE", description: "Obelisco", … })
 */
export const validateAdminPoi = (input: unknown): Result.Result<AdminPoiDraft, readonly AdminIssue[]> => {
  if (!isRecord(input)) return Result.fail([adminIssue("poi", "admin.pois.issue.notPoi")]);
  const issues: AdminIssue[] = [];
  const { id, city, description, latitude, longitude, vicinity, type } = input;
  if (id !== undefined && (typeof id !== "string" || !POI_ID.test(id)))
    issues.push(adminIssue("id", "admin.pois.issue.notPoi"));
  if (typeof city !== "string" || !CITY.test(city)) issues.push(adminIssue("city", "admin.pois.issue.city"));
  const name = typeof description === "string" ? description.trim() : "";
  if (textLength(name) < 2 || textLength(name) > POI_DESCRIPTION_MAX)
    issues.push(adminIssue("description", "admin.pois.issue.description", { max: POI_DESCRIPTION_MAX }));
  const area = typeof vicinity === "string" ? vicinity.trim() : null;
  if (area === null || textLength(area) > POI_VICINITY_MAX)
    issues.push(adminIssue("vicinity", "admin.pois.issue.vicinity", { max: POI_VICINITY_MAX }));
  if (typeof latitude !== "number" || !Number.isFinite(latitude) || Math.abs(latitude) > 90)
    issues.push(adminIssue("latitude", "admin.pois.issue.latitude"));
  if (typeof longitude !== "number" || !Number.isFinite(longitude) || Math.abs(longitude) > 180)
    issues.push(adminIssue("longitude", "admin.pois.issue.longitude"));
  if (!isPoiType(type)) issues.push(adminIssue("type", "admin.pois.issue.type"));
  if (issues.length > 0) return Result.fail(issues);
  return Result.succeed({
    ...(typeof id === "string" ? { id } : {}),
    city: city as string,
    description: name,
    latitude: roundCoordinate(latitude as number),
    longitude: roundCoordinate(longitude as number),
    vicinity: area ?? "",
    type: type as PoiType,
  });
};

/** The id of a POI an administrator adds: its city's, numbered after the highest added so far. */
export const nextAdminPoiId = (city: string, takenIds: readonly string[]): string => {
  const prefix = `POI-${city}-N`;
  const highest = takenIds
    .filter((id) => id.startsWith(prefix))
    .map((id) => Number(id.slice(prefix.length)))
    .filter(Number.isInteger)
    .reduce((max, n) => Math.max(max, n), 0);
  return `${prefix}${highest + 1}`;
};

/** What the back office stored for one POI id: the POI as edited or added, or its removal. */
export type StoredPoi = AdminPoi | "removed";

/**
 * A city's POIs as the portal shows them: the seed's, each replaced by its stored edit or left out when removed, then
 * the POIs added to that city, in id order.
 *
 * @example currentPois(seed, new Map([["POI-BUE-0", "removed"]]), "BUE") // the seed without POI-BUE-0
 */
export const currentPois = (
  seed: readonly AdminPoi[],
  stored: ReadonlyMap<string, StoredPoi>,
  city: string,
): AdminPoi[] => {
  const seedIds = new Set(seed.map((poi) => poi.id));
  const kept = seed.flatMap((poi) => {
    const edit = stored.get(poi.id);
    return edit === undefined ? [poi] : edit === "removed" ? [] : [edit];
  });
  const added = [...stored.entries()]
    .filter(([id, poi]) => !seedIds.has(id) && poi !== "removed" && poi.city === city)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, poi]) => poi as AdminPoi);
  return [...kept, ...added];
};

/** The text the audit list keeps for a stored POI ("" = the seed's own; "removed"; else its JSON). */
export const storedPoiValue = (poi: StoredPoi | undefined): string =>
  poi === undefined ? "" : poi === "removed" ? "removed" : JSON.stringify(poi);

/** Reads {@link storedPoiValue} back; undefined for "" (the seed's own) or a value that is not a POI. */
export const storedPoiOf = (value: string): StoredPoi | undefined => {
  if (value === "removed") return "removed";
  if (value === "") return undefined;
  try {
    const parsed = validateAdminPoi(JSON.parse(value));
    return Result.isSuccess(parsed) && parsed.success.id !== undefined
      ? { ...parsed.success, id: parsed.success.id }
      : undefined;
  } catch {
    return undefined;
  }
};
