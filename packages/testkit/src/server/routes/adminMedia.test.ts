import { buildFlightSearchUrl, flightSearchFiltersDefault, parseCalendarDate } from "@travesia/core";
import { Result } from "effect";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { demoSession, demoTab } from "../../internal/accountsTestSupport.js";
import { createDemoApi } from "../app.js";

const NOW = new Date("2026-12-02T10:00:00Z");
const SLOT = "/api/admin/home/backgrounds/hotels/desktop/en";
const LOGO = "/api/admin/airlines/AR/logo";

type Tab = ReturnType<typeof demoTab>;

const upload = (tab: Tab, path: string, name: string, bytes: Uint8Array, type = "image/png") => {
  const form = new FormData();
  form.set("file", new File([bytes], name, { type }));
  return tab.fetch(path, { method: "POST", body: form });
};

const png = () =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 200, g: 90, b: 30 } } })
    .png()
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));

const bytesOf = (text: string) => new TextEncoder().encode(text);

describe("the back office's home backgrounds and airline logos API", () => {
  it("refuses the list and both uploads to nobody signed in (401), a visitor and an agent (403)", async () => {
    const app = createDemoApi();
    const image = await png();
    for (const username of [undefined, "cliente", "agente"]) {
      const tab = demoTab(app);
      if (username !== undefined) await tab.login(username);
      const expected = username === undefined ? 401 : 403;
      expect((await tab.get("/api/admin/home/backgrounds")).status, `${username}`).toBe(expected);
      expect((await upload(tab, SLOT, "bg.png", image)).status, `${username}`).toBe(expected);
      expect((await upload(tab, LOGO, "logo.png", image)).status, `${username}`).toBe(expected);
    }
    const admin = demoTab(app);
    await admin.login("admin");
    expect((await admin.get("/api/admin/audit")).json.entries).toEqual([]);
    expect((await admin.get("/images/home/hotels/desktop/en")).response.headers.get("location")).toBe(
      "/images/home/hotels-desktop.svg",
    );
  });

  it("refuses a .php renamed .png, an SVG, a file of another kind and an unknown slot, with 4xx, and stores nothing", async () => {
    const { tab } = await demoSession("admin", { now: () => NOW });
    const refusals = [
      [SLOT, "shell.png", bytesOf("<?php system($_GET['c']); ?>"), 415, "executable"],
      [
        SLOT,
        "logo.svg",
        bytesOf('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        415,
        "svg",
      ],
      [LOGO, "notes.png", bytesOf("just some words"), 415, "notAnImage"],
    ] as const;
    for (const [path, name, bytes, status, reason] of refusals) {
      const reply = await upload(tab, path, name, bytes);
      expect(reply.status, name).toBe(status);
      expect(((await reply.json()) as { reason: string }).reason).toBe(reason);
    }
    expect((await upload(tab, "/api/admin/home/backgrounds/hotels/mobile/en", "bg.png", await png())).status).toBe(404);
    expect((await upload(tab, "/api/admin/airlines/ZZ/logo", "logo.png", await png())).status).toBe(404);
    expect((await tab.get("/api/admin/audit")).json.entries).toEqual([]);
  });

  it("lists every slot with its default, stores an upload for one slot only, leads its address there, and undoes it", async () => {
    const { tab } = await demoSession("admin", { now: () => NOW });
    const listed = (await tab.get("/api/admin/home/backgrounds")).json.backgrounds as {
      pageCode: string;
      device: string;
      language: string;
      uploaded: string;
      url: string;
    }[];
    expect(listed).toHaveLength(48);
    expect(
      listed.every((slot) => slot.uploaded === "" && slot.url === `/images/home/${slot.pageCode}-${slot.device}.svg`),
    ).toBe(true);

    const reply = await upload(tab, SLOT, "fondo.png", await png());
    expect(reply.status).toBe(200);
    const saved = (await reply.json()) as {
      background: { uploaded: string; thumbnailUrl: string };
      entries: { id: string; module: string; field: string; target: string }[];
    };
    expect(saved.background.uploaded).toMatch(/^\/images\/uploads\/[0-9a-f-]{36}\.img$/);
    expect(saved.entries).toMatchObject([{ module: "home", field: "background", target: "hotels/desktop/en" }]);

    const stable = await tab.get("/images/home/hotels/desktop/en");
    expect(stable.status).toBe(302);
    expect(stable.response.headers.get("location")).toBe(saved.background.uploaded);
    expect(stable.response.headers.get("cache-control")).toBe("no-store");
    // The other languages and devices keep the default.
    expect((await tab.get("/images/home/hotels/desktop/es")).response.headers.get("location")).toBe(
      "/images/home/hotels-desktop.svg",
    );
    expect((await tab.get("/images/home/hotels/tablet/en")).response.headers.get("location")).toBe(
      "/images/home/hotels-tablet.svg",
    );
    const served = await tab.fetch(saved.background.uploaded);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");

    const [entry] = saved.entries;
    expect((await tab.post(`/api/admin/audit/${entry?.id}/undo`, {})).status).toBe(200);
    expect((await tab.get("/images/home/hotels/desktop/en")).response.headers.get("location")).toBe(
      "/images/home/hotels-desktop.svg",
    );
  });

  it("stores an airline's logo, lists it, shows it on the flight results' carriers, and undoes it", async () => {
    const { app, tab } = await demoSession("admin", { now: () => NOW });
    const departure = parseCalendarDate("2027-03-01");
    if (Result.isFailure(departure)) throw new Error("date");
    const url = buildFlightSearchUrl({
      search: {
        ...{ origins: ["BUE"], originIds: ["BUE"], toCityName: "COR", toCityId: "COR" },
        ...{ departure: departure.success, returnDate: null, flexibleDates: false, oneWay: true },
        ...{ passengers: { adults: 1, children: 0, ages: [] }, cabin: "ALL", stops: [], officeId: null },
      },
      filters: flightSearchFiltersDefault,
    });
    const visitor = demoTab(app);
    const logosOnResults = async () => {
      const reply = (await visitor.post("/api/v1/flights/search", { url })).json as {
        flights: { solutions: { summary: { validatingCarrier: { code: string; logo?: string }[] } }[] };
      };
      return reply.flights.solutions
        .flatMap((solution) => solution.summary.validatingCarrier)
        .filter((c) => c.code === "AR");
    };
    expect((await logosOnResults()).every((carrier) => carrier.logo === undefined)).toBe(true);
    const reply = await upload(tab, LOGO, "ar.png", await png());
    expect(reply.status).toBe(200);
    const saved = (await reply.json()) as {
      airline: { carrierId: string; logo: string };
      entries: { id: string; field: string }[];
    };
    expect(saved.airline.logo).toMatch(/^\/images\/uploads\/[0-9a-f-]{36}\.img$/);
    expect(saved.entries).toMatchObject([{ field: "logo" }]);
    const listed = (await tab.get("/api/admin/airlines?q=AR")).json.airlines as { carrierId: string; logo: string }[];
    expect(listed.find((airline) => airline.carrierId === "AR")?.logo).toBe(saved.airline.logo);
    const withLogo = await logosOnResults();
    expect(withLogo.length).toBeGreaterThan(0);
    expect(withLogo.every((carrier) => carrier.logo === saved.airline.logo)).toBe(true);
    expect((await tab.post(`/api/admin/audit/${saved.entries[0]?.id}/undo`, {})).status).toBe(200);
    const back = (await tab.get("/api/admin/airlines?q=AR")).json.airlines as { carrierId: string; logo: string }[];
    expect(back.find((airline) => airline.carrierId === "AR")?.logo).toBe("");
    expect((await logosOnResults()).every((carrier) => carrier.logo === undefined)).toBe(true);
  });
});
