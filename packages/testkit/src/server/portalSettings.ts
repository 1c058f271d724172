import { type AdminAuditEntry, type AdminPortal, PORTAL_SWITCHES, type PortalSettings } from "@travesia/core";
import { DEFAULT_PORTAL_ID, DEMO_PORTALS, type DemoPortal, demoPortalById } from "../db/demoPortals.js";
import type { DemoDb } from "../db/openDemoDb.js";
import { type StoredAuditEntry, savedPortalSettings } from "../db/portalSettingsStore.js";

// The portal configuration as the back office left it: every route that reads a portal's switches or its
// maintenance banner reads them here, from SQLite, on every request, so a change shows on the next page load.

/** The seed portal's settings, before any administrator changed them (no maintenance message, not frozen). */
const seedSettingsOf = (portal: DemoPortal): PortalSettings => ({
  enableBudgeting: portal.enableBudgeting,
  enablePricer: portal.enablePricer,
  enableDualFlow: portal.enableDualFlow,
  smartFlow: portal.smartFlow,
  relatedRates: portal.relatedRates,
  onlyGo: portal.features === "go",
  audience: portal.portalType,
  maintenanceMessage: "",
  freezing: false,
});

/** A portal's current settings: the saved ones, else the seed's. */
export const portalSettingsOf = (db: DemoDb, portal: DemoPortal): PortalSettings =>
  savedPortalSettings(db, portal.id) ?? seedSettingsOf(portal);

const withSettings = (portal: DemoPortal, settings: PortalSettings): DemoPortal => ({
  ...portal,
  ...Object.fromEntries(PORTAL_SWITCHES.filter((name) => name !== "onlyGo").map((name) => [name, settings[name]])),
  features: settings.onlyGo ? "go" : "all",
  portalType: settings.audience,
});

/** The portal with this id (or type, as `demoPortalById` reads it) as configured now, if any. */
export const currentPortalById = (db: DemoDb, id: string): DemoPortal | undefined => {
  const portal = demoPortalById(id);
  return portal === undefined ? undefined : withSettings(portal, portalSettingsOf(db, portal));
};

/** The portal of a user (an anonymous visitor's is the default portal), as configured now. */
export const currentPortalOf = (db: DemoDb, portalId: number | undefined): DemoPortal =>
  currentPortalById(db, String(portalId ?? DEFAULT_PORTAL_ID)) ??
  (currentPortalById(db, String(DEFAULT_PORTAL_ID)) as DemoPortal);

/** The maintenance banner an administrator set on a portal: its message (empty for none) and the freeze. */
export const portalMaintenance = (db: DemoDb, portalId: number): { message: string; freezing: boolean } => {
  const portal = DEMO_PORTALS.find((known) => known.id === portalId);
  if (portal === undefined) return { message: "", freezing: false };
  const { maintenanceMessage, freezing } = portalSettingsOf(db, portal);
  return { message: maintenanceMessage, freezing };
};

/** A portal as the back office lists it. */
export const adminPortalOf = (db: DemoDb, portal: DemoPortal): AdminPortal => ({
  id: String(portal.id),
  name: portal.name,
  settings: portalSettingsOf(db, portal),
});

/**
 * An audit entry with its target's name (the portal's; a language variant is named by its id). The change log's
 * list names a hotel by its name as well ({@link auditEntryNamer}).
 */
export const namedAuditEntry = (entry: StoredAuditEntry): AdminAuditEntry => ({
  ...entry,
  targetName:
    entry.module === "settings"
      ? (DEMO_PORTALS.find((portal) => String(portal.id) === entry.target)?.name ?? entry.target)
      : entry.target,
});

/** The change log's namer: {@link namedAuditEntry}, with a hotel's entries named after the hotel, not its id. */
export const auditEntryNamer =
  (hotelName: (id: string) => string | undefined) =>
  (entry: StoredAuditEntry): AdminAuditEntry => {
    const named = namedAuditEntry(entry);
    return entry.module === "hotels" ? { ...named, targetName: hotelName(entry.target) ?? entry.target } : named;
  };
