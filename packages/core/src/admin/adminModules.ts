import { fillRoute, ROUTES } from "../routes/routeTable.js";

/** The back office's modules, in the side menu's order. */
export const ADMIN_MODULES = ["settings", "texts", "hotels", "pois", "airlines", "home", "tour", "audit"] as const;
export type AdminModule = (typeof ADMIN_MODULES)[number];

/** A back-office page that a path names. */
export type AdminPage =
  | { readonly module: "settings"; readonly page: "list" }
  | { readonly module: "settings"; readonly page: "edit"; readonly portalId: string }
  | { readonly module: "texts"; readonly page: "list" }
  | { readonly module: "hotels"; readonly page: "list" }
  | { readonly module: "hotels"; readonly page: "edit"; readonly hotelId: string }
  /** A destination's POIs (`city`), or one of them open in the form (`poiId`). */
  | { readonly module: "pois"; readonly page: "list"; readonly city: string }
  | { readonly module: "pois"; readonly page: "edit"; readonly city: string; readonly poiId: string }
  | { readonly module: "audit"; readonly page: "list" }
  | { readonly module: ListOnlyModule; readonly page: "list" }
  | { readonly module: null; readonly page: "notFound" };

/** The modules that have a list page only (their edits happen on it). */
const LIST_ONLY_MODULES = ["pois", "airlines", "home", "tour"] as const;
type ListOnlyModule = (typeof LIST_ONLY_MODULES)[number];

const MODULE_PATHS: Readonly<Record<AdminModule, string>> = {
  settings: ROUTES.adminSettings,
  texts: ROUTES.adminTexts,
  hotels: ROUTES.adminHotels,
  pois: ROUTES.adminPois,
  airlines: ROUTES.adminAirlines,
  home: ROUTES.adminHome,
  tour: ROUTES.adminTour,
  audit: ROUTES.adminAudit,
};

/** The list page of each module: where its menu entry points. */
export const adminModulePath = (module: AdminModule): string => MODULE_PATHS[module];

/** The edit page of one portal's settings. */
export const adminPortalSettingsPath = (portalId: string): string =>
  fillRoute("adminPortalSettings", { portalId: encodeURIComponent(portalId) });

/** The POIs page with a destination chosen. */
export const adminPoisCityPath = (city: string): string => fillRoute("adminPoisCity", { city });

/** The edit page of one POI: its destination's list with the POI open in the form. */
export const adminPoiEditPath = (city: string, poiId: string): string => fillRoute("adminPoiEdit", { city, poiId });

/** The edit page of one hotel (its gallery, description, rating, amenities and videos). */
export const adminHotelEditPath = (hotelId: string): string => fillRoute("adminHotelEdit", { hotelId });

const PORTAL_ID = /^[A-Za-z0-9_-]{1,40}$/;
/** A hotel's id, as the inventory and `find-hotel` give it: digits. */
const HOTEL_ID = /^\d{1,12}$/;
/** A destination's code and a POI's id, as core's `validateAdminPoi` reads them. */
const CITY = /^[A-Z0-9]{3}$/;
const POI_ID = /^POI-[A-Z0-9-]{3,30}$/;

const segmentsOf = (pathname: string): string[] => pathname.split(/[?#]/, 1)[0]?.split("/").filter(Boolean) ?? [];

const poisPage = (city: string, rest: readonly string[]): AdminPage => {
  const [poiId, ...more] = rest;
  if (!CITY.test(city) || more.length > 0) return { module: null, page: "notFound" };
  if (poiId === undefined) return { module: "pois", page: "list", city };
  return POI_ID.test(poiId) ? { module: "pois", page: "edit", city, poiId } : { module: null, page: "notFound" };
};

/**
 * Reads a back-office path: `/admin` and `/admin/settings` list the portals, `/admin/settings/{portalId}` edits one,
 * `/admin/texts` edits the custom texts of the language variants, `/admin/hotels` finds a hotel by name and
 * `/admin/hotels/{hotelId}` edits it, `/admin/pois/{city}` lists a destination's POIs and
 * `/admin/pois/{city}/{poiId}` opens one in the form, `/admin/audit` is the change log; anything else under `/admin`
 * is not found. A trailing slash, query or hash is ignored.
 *
 * @example parseAdminPath("/admin/settings/3") // { module: "settings", page: "edit", portalId: "3" }
 */
export const parseAdminPath = (pathname: string): AdminPage => {
  const [root, module, id, ...rest] = segmentsOf(pathname);
  if (root === "admin" && module === "pois" && id !== undefined) return poisPage(id, rest);
  if (root !== "admin" || rest.length > 0) return { module: null, page: "notFound" };
  if (module === undefined) return { module: "settings", page: "list" };
  if (module === "audit" && id === undefined) return { module: "audit", page: "list" };
  if (module === "texts" && id === undefined) return { module: "texts", page: "list" };
  if (module === "hotels")
    return id === undefined
      ? { module: "hotels", page: "list" }
      : HOTEL_ID.test(id)
        ? { module: "hotels", page: "edit", hotelId: id }
        : { module: null, page: "notFound" };
  const listOnly = LIST_ONLY_MODULES.find((name) => name === module);
  if (listOnly !== undefined && id === undefined) return { module: listOnly, page: "list" };
  if (module !== "settings") return { module: null, page: "notFound" };
  if (id === undefined) return { module: "settings", page: "list" };
  let portalId: string;
  try {
    portalId = decodeURIComponent(id);
  } catch {
    return { module: null, page: "notFound" };
  }
  return PORTAL_ID.test(portalId) ? { module: "settings", page: "edit", portalId } : { module: null, page: "notFound" };
};

/**
 * The side menu's current module. Spec 000 §2: "Admin side menu highlights the current module; edit and list URLs
 * map to the list route": an edit page highlights its module's list entry as the list page does.
 *
 * @example adminMenuModule("/admin/settings/2") // "settings" (the entry pointing at /admin/settings)
 */
export const adminMenuModule = (pathname: string): AdminModule | null => parseAdminPath(pathname).module;
