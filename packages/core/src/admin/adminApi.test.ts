import { describe, expect, it } from "vitest";
import { expectDecodeFailureAt, schemaLaws } from "../api/test/schemaLaws.js";
import { arbFromSchema } from "../test/arbFromSchema.js";
import {
  AdminAuditReply,
  AdminFailureReply,
  AdminPortalsReply,
  AdminSaveSettingsReply,
  AdminSaveSettingsRequest,
  AdminSaveTextReply,
  AdminTextsReply,
  AdminUndoReply,
  adminAuditEndpoint,
  adminSaveSettingsEndpoint,
  adminTextsEndpoint,
  adminUndoEndpoint,
} from "./adminApi.js";
import { ADMIN_MESSAGES, translateAdmin } from "./adminMessages.js";

const settings = {
  enableBudgeting: false,
  enablePricer: false,
  enableDualFlow: false,
  smartFlow: false,
  relatedRates: false,
  onlyGo: true,
  audience: "B2B",
  maintenanceMessage: "Mantenimiento el domingo de 2 a 4.",
  freezing: false,
};
const portal = { id: "3", name: "Travesía GO", settings };
const entry = {
  id: "1",
  at: "2026-12-02T10:15:00.000Z",
  who: "admin",
  module: "settings",
  target: "3",
  targetName: "Travesía GO",
  field: "enableBudgeting",
  before: true,
  after: false,
  undoOf: null,
  undoneBy: null,
};

const size = { size: 4 };
schemaLaws("AdminPortalsReply", AdminPortalsReply, arbFromSchema(AdminPortalsReply, size), [
  { done: true, portals: [portal] },
]);
schemaLaws("AdminSaveSettingsRequest", AdminSaveSettingsRequest, arbFromSchema(AdminSaveSettingsRequest), [
  { settings },
]);
schemaLaws("AdminSaveSettingsReply", AdminSaveSettingsReply, arbFromSchema(AdminSaveSettingsReply, size), [
  { done: true, portal, entries: [entry] },
]);
schemaLaws("AdminAuditReply", AdminAuditReply, arbFromSchema(AdminAuditReply, size), [
  { done: true, entries: [entry] },
]);
schemaLaws("AdminUndoReply", AdminUndoReply, arbFromSchema(AdminUndoReply, size), [
  { done: true, entry: { ...entry, id: "2", before: false, after: true, undoOf: "1" }, portal },
]);
schemaLaws("AdminTextsReply", AdminTextsReply, arbFromSchema(AdminTextsReply, size), [
  {
    done: true,
    variant: { id: "es-AR", name: "Español (Argentina)", base: "es" },
    texts: [{ key: "home.title", base: "Encontrá tu próximo viaje", text: "" }],
  },
]);
schemaLaws("AdminSaveTextReply", AdminSaveTextReply, arbFromSchema(AdminSaveTextReply, size), [
  {
    done: true,
    text: { key: "home.title", base: "Encontrá tu próximo viaje", text: "Viajá" },
    entries: [{ ...entry, module: "texts", target: "es-AR", field: "home.title", before: "", after: "Viajá" }],
  },
]);
schemaLaws("AdminFailureReply", AdminFailureReply, arbFromSchema(AdminFailureReply, size), [
  { done: false, error: "No hay una sesión iniciada.", loggedIn: false },
  { done: false, error: "settings.maintenanceMessage: too long", field: "maintenanceMessage", issues: [] },
]);

describe("the back office's calls and texts", () => {
  it("builds rooted paths with encoded ids", () => {
    expect(adminSaveSettingsEndpoint.path("a/b")).toBe("/api/admin/portals/a%2Fb/settings");
    expect(adminUndoEndpoint.path("12")).toBe("/api/admin/audit/12/undo");
    expect(adminAuditEndpoint.method).toBe("GET");
    expect(adminTextsEndpoint.path("es-AR", "")).toBe("/api/admin/texts/es-AR");
    expect(adminTextsEndpoint.path("es-AR", "título & más")).toBe(
      "/api/admin/texts/es-AR?q=t%C3%ADtulo%20%26%20m%C3%A1s",
    );
  });

  it("refuses a save whose switch is not on or off", () => {
    expectDecodeFailureAt(AdminSaveSettingsRequest, { settings: { ...settings, enableBudgeting: "no" } }, [
      "settings",
      "enableBudgeting",
    ]);
  });

  it("has every text in es, en and pt, with the placeholders filled", () => {
    for (const language of ["es", "en", "pt"] as const)
      expect(Object.keys(ADMIN_MESSAGES[language]).sort()).toEqual(Object.keys(ADMIN_MESSAGES.es).sort());
    expect(translateAdmin("pt", "admin.issue.messageTooLong", { max: 500 })).toBe(
      "A mensagem aceita até 500 caracteres.",
    );
  });
});
