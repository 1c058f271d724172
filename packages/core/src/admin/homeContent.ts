import * as Result from "effect/Result";
import { isRecord } from "../internal/outsideInput.js";
import { type AdminIssue, adminIssue } from "./adminIssue.js";

/**
 * The home's two hotel lists an administrator edits (spec 000 §7 "GET /api/fake/products/promotions/ and
 * /api/fake/recommended/hotels/").
 */
export const HOME_LISTS = ["promotions", "recommended"] as const;
export type HomeList = (typeof HOME_LISTS)[number];

/** How many hotels a home list holds at most (ours: the home's carousel shows a dozen markets). */
export const HOME_LIST_MAX = 12;
/** The longest title of a home list's hotel, in characters (ours). */
export const HOME_TITLE_MAX = 80;

/** One hotel of a home list: the hotel and the title the home shows for it. */
export interface HomeListItem {
  readonly hotelId: string;
  readonly title: string;
}

const HOTEL_ID = /^\d{1,12}$/;

/** Whether a string names a home list. */
export const isHomeList = (value: string): value is HomeList => HOME_LISTS.some((list) => list === value);

const titleOk = (title: string) => [...title].length >= 2 && [...title].length <= HOME_TITLE_MAX;

/**
 * Reads a home list from outside: at most {@link HOME_LIST_MAX} hotels, each a hotel id with a trimmed title of 2 to
 * {@link HOME_TITLE_MAX} characters, no hotel twice. The order is the home's.
 *
 * @example validateHomeList({ items: [{ hotelId: "101", title: " Hotel Sol " }] }) // Result.succeed([{ hotelId: "101", title: "Hotel Sol" }])
 */
export const validateHomeList = (input: unknown): Result.Result<readonly HomeListItem[], readonly AdminIssue[]> => {
  const items = isRecord(input) ? input.items : undefined;
  if (!Array.isArray(items)) return Result.fail([adminIssue("items", "admin.home.issue.notList")]);
  if (items.length > HOME_LIST_MAX)
    return Result.fail([adminIssue("items", "admin.home.issue.full", { max: HOME_LIST_MAX })]);
  const issues: AdminIssue[] = [];
  const seen = new Set<string>();
  const list = items.map((item: unknown, index) => {
    const hotelId = isRecord(item) && typeof item.hotelId === "string" ? item.hotelId : "";
    const title = isRecord(item) && typeof item.title === "string" ? item.title.trim() : "";
    if (!HOTEL_ID.test(hotelId)) issues.push(adminIssue(`items.${index}.hotelId`, "admin.home.issue.hotel"));
    else if (seen.has(hotelId)) issues.push(adminIssue(`items.${index}.hotelId`, "admin.home.issue.duplicate"));
    if (!titleOk(title))
      issues.push(adminIssue(`items.${index}.title`, "admin.home.issue.title", { max: HOME_TITLE_MAX }));
    seen.add(hotelId);
    return { hotelId, title };
  });
  return issues.length > 0 ? Result.fail(issues) : Result.succeed(list);
};

/**
 * A home list with one hotel added at its end; refused when the list is full, the hotel is there already, or its
 * title is not 2 to {@link HOME_TITLE_MAX} characters once trimmed.
 */
export const addHomeItem = (
  list: readonly HomeListItem[],
  item: HomeListItem,
): Result.Result<readonly HomeListItem[], AdminIssue> => {
  if (list.length >= HOME_LIST_MAX)
    return Result.fail(adminIssue("items", "admin.home.issue.full", { max: HOME_LIST_MAX }));
  if (list.some((known) => known.hotelId === item.hotelId))
    return Result.fail(adminIssue("hotelId", "admin.home.issue.duplicate"));
  const title = item.title.trim();
  if (!titleOk(title)) return Result.fail(adminIssue("title", "admin.home.issue.title", { max: HOME_TITLE_MAX }));
  return Result.succeed([...list, { hotelId: item.hotelId, title }]);
};

/** A home list with the item at `index` moved by `offset` places (kept inside the list); the same list otherwise. */
export const moveHomeItem = (list: readonly HomeListItem[], index: number, offset: number): readonly HomeListItem[] => {
  const item = list[index];
  if (item === undefined) return list;
  const target = Math.min(list.length - 1, Math.max(0, index + offset));
  if (target === index) return list;
  const rest = list.filter((_, at) => at !== index);
  return [...rest.slice(0, target), item, ...rest.slice(target)];
};

/** A home list without the item at `index`. */
export const removeHomeItem = (list: readonly HomeListItem[], index: number): readonly HomeListItem[] =>
  list.filter((_, at) => at !== index);

/** A home list with the item at `index` retitled, as typed (a save trims it: {@link validateHomeList}). */
export const retitleHomeItem = (list: readonly HomeListItem[], index: number, title: string): readonly HomeListItem[] =>
  list.map((item, at) => (at === index ? { ...item, title } : item));
