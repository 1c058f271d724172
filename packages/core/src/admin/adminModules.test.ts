import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  ADMIN_MODULES,
  adminHotelEditPath,
  adminMenuModule,
  adminModulePath,
  adminPoiEditPath,
  adminPoisCityPath,
  adminPortalSettingsPath,
  parseAdminPath,
} from "./adminModules.js";

const arbPortalId = fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/);

describe("parseAdminPath and the side menu", () => {
  test.prop([arbPortalId], { numRuns: 1000 })("an edit URL is read back and highlights its list entry", (portalId) => {
    const path = adminPortalSettingsPath(portalId);
    expect(parseAdminPath(path)).toEqual({ module: "settings", page: "edit", portalId });
    expect(adminMenuModule(path)).toBe("settings");
    expect(adminModulePath(adminMenuModule(path) ?? "audit")).toBe("/admin/settings");
  });

  test.prop([fc.stringMatching(/^\d{1,12}$/)], { numRuns: 1000 })(
    "a hotel's edit URL is read back and highlights the hotels entry",
    (hotelId) => {
      const path = adminHotelEditPath(hotelId);
      expect(parseAdminPath(path)).toEqual({ module: "hotels", page: "edit", hotelId });
      expect(adminModulePath(adminMenuModule(path) ?? "audit")).toBe("/admin/hotels");
      expect(parseAdminPath(`${path}x`)).toEqual({ module: null, page: "notFound" });
    },
  );

  test.prop([fc.stringMatching(/^[A-Z0-9]{3}$/), fc.stringMatching(/^POI-[A-Z0-9-]{3,30}$/)], { numRuns: 1000 })(
    "a POI's edit URL and its destination's list URL are read back and highlight the POIs entry",
    (city, poiId) => {
      const edit = adminPoiEditPath(city, poiId);
      expect(parseAdminPath(edit)).toEqual({ module: "pois", page: "edit", city, poiId });
      expect(parseAdminPath(adminPoisCityPath(city))).toEqual({ module: "pois", page: "list", city });
      expect(adminModulePath(adminMenuModule(edit) ?? "audit")).toBe("/admin/pois");
      expect(parseAdminPath(`${edit}/more`)).toEqual({ module: null, page: "notFound" });
    },
  );

  it("refuses a POI path with a bad destination or id", () => {
    expect(parseAdminPath("/admin/pois/buenos")).toEqual({ module: null, page: "notFound" });
    expect(parseAdminPath("/admin/pois/BUE/<script>")).toEqual({ module: null, page: "notFound" });
    expect(parseAdminPath("/admin/pois/BUE/POI-BUE-N1/")).toEqual({
      module: "pois",
      page: "edit",
      city: "BUE",
      poiId: "POI-BUE-N1",
    });
  });

  test.prop([fc.constantFrom(...ADMIN_MODULES), fc.constantFrom("", "/", "?tab=1", "#top")], { numRuns: 1000 })(
    "a list URL highlights its own entry, whatever trails it",
    (module, trailing) => {
      expect(adminMenuModule(`${adminModulePath(module)}${trailing}`)).toBe(module);
    },
  );

  test.prop([fc.string()], { numRuns: 1000 })(
    "any path is read without a throw; outside /admin nothing is current",
    (path) => {
      const page = parseAdminPath(path);
      if (!path.split("/").filter(Boolean)[0]?.startsWith("admin")) expect(page.module).toBeNull();
    },
  );

  it("reads /admin as the first module, and refuses unknown pages", () => {
    expect(parseAdminPath("/admin")).toEqual({ module: "settings", page: "list" });
    expect(adminMenuModule("/admin/audit")).toBe("audit");
    expect(parseAdminPath("/admin/audit/3")).toEqual({ module: null, page: "notFound" });
    expect(parseAdminPath("/admin/settings/%E0")).toEqual({ module: null, page: "notFound" });
    expect(parseAdminPath("/admin/settings/2/extra")).toEqual({ module: null, page: "notFound" });
    expect(parseAdminPath("/mybudgets")).toEqual({ module: null, page: "notFound" });
  });
});
