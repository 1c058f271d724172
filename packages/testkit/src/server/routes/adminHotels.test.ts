import { contentSecurityPolicy, NO_INLINE_SOURCES, portalApp } from "@travesia/server";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { demoSession, demoTab } from "../../internal/accountsTestSupport.js";
import { createDemoApi } from "../app.js";
import { inProcessFetcher } from "../inProcess.js";

const NOW = new Date("2026-12-02T10:00:00Z");
const HOTEL = "100001";

/** Every call the hotels module adds, as a client might send it. */
const HOTEL_CALLS = [
  ["GET", "/api/admin/hotels"],
  ["GET", `/api/admin/hotels/${HOTEL}`],
  ["POST", `/api/admin/hotels/${HOTEL}`],
  ["POST", `/api/admin/hotels/${HOTEL}/images`],
] as const;

type Tab = ReturnType<typeof demoTab>;
type Content = {
  descriptions: Record<string, string>;
  rating: number;
  gallery: string[];
  videos: string[];
  amenities: string[];
};

const hotelOf = async (tab: Tab) =>
  (await tab.get(`/api/admin/hotels/${HOTEL}`)).json.hotel as {
    content: Content;
    images: { url: string; thumbnailUrl: string }[];
  };

const upload = (tab: Tab, name: string, bytes: Uint8Array, type = "image/jpeg") => {
  const form = new FormData();
  form.set("file", new File([bytes], name, { type }));
  return tab.fetch(`/api/admin/hotels/${HOTEL}/images`, { method: "POST", body: form });
};

const photo = (format: "jpeg" | "png") =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    [format]()
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));

describe("the back office's hotels API", () => {
  it("refuses every hotels call to nobody signed in (401), a visitor and an agent (403), and changes nothing", async () => {
    const app = createDemoApi();
    for (const username of [undefined, "cliente", "agente"]) {
      const tab = demoTab(app);
      if (username !== undefined) await tab.login(username);
      for (const [method, path] of HOTEL_CALLS) {
        const reply = method === "GET" ? await tab.get(path) : await tab.post(path, { content: { rating: 1 } });
        expect(reply.status, `${username} ${path}`).toBe(username === undefined ? 401 : 403);
        expect(reply.json.done).toBe(false);
      }
    }
    const admin = demoTab(app);
    await admin.login("admin");
    expect((await admin.get("/api/admin/audit")).json.entries).toEqual([]);
  });

  it("refuses another site's request to every hotels call, even with the administrator's session", async () => {
    const admin = inProcessFetcher(
      portalApp({ api: createDemoApi(), contentSecurityPolicy: contentSecurityPolicy(NO_INLINE_SOURCES) }),
    );
    const json = { "content-type": "application/json", "sec-fetch-site": "same-origin" };
    await admin("/api/login", { method: "POST", headers: json, body: '{"username":"admin","password":"demo1234"}' });
    for (const [method, path] of HOTEL_CALLS) {
      const reply = await admin(path, {
        method,
        headers: { ...json, "sec-fetch-site": "cross-site" },
        ...(method === "POST" ? { body: "{}" } : {}),
      });
      expect(reply.status, path).toBe(403);
    }
  });

  it("saves a description sanitised, the rating and a video, one audit entry each, and the public detail shows them", async () => {
    const { tab } = await demoSession("admin", { now: () => NOW });
    const { content } = await hotelOf(tab);
    const description =
      '<p>Con <strong>piscina</strong><img src=x onerror="alert(1)"><script>alert(2)</script></p><ul><li>Spa</li></ul>';
    const saved = await tab.post(`/api/admin/hotels/${HOTEL}`, {
      content: {
        ...content,
        descriptions: { ...content.descriptions, es: description },
        rating: 2,
        videos: ["https://youtu.be/dQw4w9WgXcQ"],
      },
    });
    expect(saved.status).toBe(200);
    const stored = (saved.json.hotel as { content: Content }).content;
    expect(stored.descriptions.es).toBe("<p>Con <strong>piscina</strong></p><ul><li>Spa</li></ul>");
    expect(
      (saved.json.entries as { field: string; who: string; module: string }[]).map((entry) => [
        entry.field,
        entry.who,
        entry.module,
      ]),
    ).toEqual([
      ["description.es", "admin", "hotels"],
      ["rating", "admin", "hotels"],
      ["videos", "admin", "hotels"],
    ]);
    const publicDetail = (await tab.get(`/api/v1/hotels/catalog/${HOTEL}`)).json.detail as Record<string, unknown>;
    expect(publicDetail.hotelDescriptions).toEqual([{ value: stored.descriptions.es }]);
    expect(publicDetail.stars).toBe(2);
    expect(publicDetail.videos).toEqual([{ url: "https://youtu.be/dQw4w9WgXcQ" }]);
    // The change log names the hotel by its name, not its id.
    const { name } = (await tab.get(`/api/admin/hotels/${HOTEL}`)).json.hotel as { name: string };
    const logged = (await tab.get("/api/admin/audit")).json.entries as { target: string; targetName: string }[];
    expect(logged.map((entry) => [entry.target, entry.targetName])).toEqual([
      [HOTEL, name],
      [HOTEL, name],
      [HOTEL, name],
    ]);
    expect(name).not.toBe(HOTEL);
  });

  it("refuses a video of an unsupported host and an empty one with the spec's messages, and a rating off the slider", async () => {
    const { tab } = await demoSession("admin", { now: () => NOW });
    const { content } = await hotelOf(tab);
    const unsupported = await tab.post(`/api/admin/hotels/${HOTEL}`, {
      content: { ...content, videos: ["https://evil.example/clip.mp4"] },
    });
    expect(unsupported.status).toBe(400);
    expect(unsupported.json.error).toBe("content.videos: Video URL not supported");
    const missing = await tab.post(`/api/admin/hotels/${HOTEL}`, { content: { ...content, videos: [""] } });
    expect(missing.json.error).toBe("content.videos: Missing video URL");
    const rating = await tab.post(`/api/admin/hotels/${HOTEL}`, { content: { ...content, rating: 4.5 } });
    expect(rating.json.issues).toEqual([{ field: "rating", key: "admin.hotels.issue.rating" }]);
    expect((await tab.get("/api/admin/audit")).json.entries).toEqual([]);
  });

  it("uploads a photograph: re-encoded, thumbnailed, added to the gallery, served with its type and nosniff", async () => {
    const { tab } = await demoSession("admin", { now: () => NOW });
    const reply = await upload(tab, "piscina.jpg", await photo("jpeg"));
    expect(reply.status).toBe(200);
    const body = (await reply.json()) as {
      hotel: { content: Content; images: { url: string; thumbnailUrl: string }[] };
      entries: { field: string }[];
    };
    const added = body.hotel.images.at(-1);
    expect(body.hotel.content.gallery.at(-1)).toBe(added?.url);
    expect(body.entries.map((entry) => entry.field)).toEqual(["gallery"]);
    const image = await tab.fetch(added?.url ?? "");
    expect(image.headers.get("content-type")).toBe("image/jpeg");
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
    const thumbnail = await tab.fetch(added?.thumbnailUrl ?? "");
    expect((await sharp(new Uint8Array(await thumbnail.arrayBuffer())).metadata()).width).toBe(320);
    // A PNG named .jpg is stored as the PNG it is.
    const png = (await (await upload(tab, "plano.jpg", await photo("png"))).json()) as typeof body;
    const pngUrl = png.hotel.content.gallery.at(-1) ?? "";
    expect((await tab.fetch(pngUrl)).headers.get("content-type")).toBe("image/png");
    // Reordering and removing is a save of the gallery; undo from the audit list puts it back.
    const gallery = [pngUrl, ...png.hotel.content.gallery.filter((url) => url !== pngUrl).slice(1)];
    const reordered = await tab.post(`/api/admin/hotels/${HOTEL}`, { content: { ...png.hotel.content, gallery } });
    expect((reordered.json.hotel as { content: Content }).content.gallery).toEqual(gallery);
    const [entry] = reordered.json.entries as { id: string }[];
    expect((await tab.post(`/api/admin/audit/${entry?.id}/undo`, {})).status).toBe(200);
    expect((await hotelOf(tab)).content.gallery).toEqual(png.hotel.content.gallery);
  });

  it("refuses a PHP script renamed .jpg, an SVG with a script, a program and a 30 MB image, each with a clear message", async () => {
    const { tab } = await demoSession("admin", { now: () => NOW });
    const text = (value: string) => new Uint8Array(Buffer.from(value));
    const cases = [
      [
        "shell.jpg",
        text("<?php echo shell_exec($_GET['cmd']); ?>"),
        415,
        "El archivo es un programa o código, no una imagen: no se acepta.",
      ],
      [
        "logo.svg",
        text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        415,
        "No se aceptan imágenes SVG: pueden llevar código. Suba un jpg, png, bmp o gif.",
      ],
      [
        "logo.png",
        text('<?xml version="1.0"?><svg onload="alert(1)"/>'),
        415,
        "No se aceptan imágenes SVG: pueden llevar código. Suba un jpg, png, bmp o gif.",
      ],
      [
        "setup.gif",
        new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]),
        415,
        "El archivo es un programa o código, no una imagen: no se acepta.",
      ],
    ] as const;
    for (const [name, bytes, status, message] of cases) {
      const reply = await upload(tab, name, bytes);
      expect(reply.status, name).toBe(status);
      expect(((await reply.json()) as { error: string }).error).toBe(`file: ${message}`);
    }
    const huge = new Uint8Array(30 * 1024 * 1024);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    const tooLarge = await upload(tab, "huge.jpg", huge);
    expect(tooLarge.status).toBe(413);
    const before = await hotelOf(tab);
    expect(before.images.every((image) => !image.url.startsWith("/images/uploads/"))).toBe(true);
    expect((await tab.get("/api/admin/audit")).json.entries).toEqual([]);
  });

  it("undoes a description from the audit list, and refuses to undo it twice", async () => {
    const { tab } = await demoSession("admin", { now: () => NOW });
    const { content } = await hotelOf(tab);
    const saved = await tab.post(`/api/admin/hotels/${HOTEL}`, {
      content: { ...content, descriptions: { ...content.descriptions, en: "<p><b>New</b></p>" } },
    });
    const [entry] = saved.json.entries as { id: string }[];
    expect((await tab.post(`/api/admin/audit/${entry?.id}/undo`, {})).status).toBe(200);
    expect((await hotelOf(tab)).content.descriptions.en).toBe(content.descriptions.en);
    expect((await tab.post(`/api/admin/audit/${entry?.id}/undo`, {})).status).toBe(409);
  });
});
