import { fc, test } from "@fast-check/vitest";
import { mapProject } from "@travesia/core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DEMO_TILE_COLOURS } from "../../internal/demoTiles.js";
import { createDemoApi } from "../app.js";

const app = createDemoApi({ now: () => new Date("2026-11-21T12:00:00Z") });
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const tileOf = (latitude: number, longitude: number, z: number) => {
  const pixel = mapProject({ latitude, longitude }, z);
  return `/api/demo/tiles/${z}/${Math.floor(pixel.x / 256)}/${Math.floor(pixel.y / 256)}.png`;
};

/** The share of a tile's pixels that have a colour, within a small tolerance (the PNG is palette-quantised). */
const share = async (png: Uint8Array, hex: string) => {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
  let count = 0;
  for (let index = 0; index < data.length; index += info.channels) {
    const near =
      Math.abs((data[index] ?? 0) - r) + Math.abs((data[index + 1] ?? 0) - g) + Math.abs((data[index + 2] ?? 0) - b);
    if (near <= 12) count++;
  }
  return count / (info.width * info.height);
};

const get = async (path: string) => {
  const reply = await app.request(path);
  return {
    status: reply.status,
    type: reply.headers.get("content-type"),
    body: new Uint8Array(await reply.arrayBuffer()),
  };
};

describe("GET /api/demo/tiles/{z}/{x}/{y}.png", () => {
  it("answers a 256×256 PNG of the world at zoom 0, sea and land both drawn", async () => {
    const tile = await get("/api/demo/tiles/0/0/0.png");
    expect(tile.status).toBe(200);
    expect(tile.type).toBe("image/png");
    expect([...tile.body.slice(0, 8)]).toEqual(PNG_SIGNATURE);
    const meta = await sharp(tile.body).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([256, 256, "png"]);
    expect(await share(tile.body, DEMO_TILE_COLOURS.sea)).toBeGreaterThan(0.4);
    expect(await share(tile.body, DEMO_TILE_COLOURS.land)).toBeGreaterThan(0.2);
  });

  it("draws real geography: Madrid on land, the middle of the Atlantic all sea, Buenos Aires on its river", async () => {
    expect(await share((await get(tileOf(40.4168, -3.7038, 10))).body, DEMO_TILE_COLOURS.land)).toBeGreaterThan(0.9);
    const atlantic = (await get(tileOf(30, -40, 6))).body;
    expect(await share(atlantic, DEMO_TILE_COLOURS.sea)).toBeGreaterThan(0.97);
    expect(await share(atlantic, DEMO_TILE_COLOURS.land)).toBe(0);
    const plata = (await get(tileOf(-34.6, -58.4, 8))).body;
    expect(await share(plata, DEMO_TILE_COLOURS.sea)).toBeGreaterThan(0.1);
    expect(await share(plata, DEMO_TILE_COLOURS.land)).toBeGreaterThan(0.3);
  });

  it("serves the same bytes again from memory", async () => {
    const path = tileOf(-34.6, -58.4, 9);
    expect((await get(path)).body).toEqual((await get(path)).body);
  });

  it("answers 400 naming the field for a bad zoom, x or y", async () => {
    const cases: [string, string][] = [
      ["/api/demo/tiles/19/0/0.png", "z"],
      ["/api/demo/tiles/-1/0/0.png", "z"],
      ["/api/demo/tiles/a/0/0.png", "z"],
      ["/api/demo/tiles/01/0/0.png", "z"],
      ["/api/demo/tiles/2/4/0.png", "x"],
      ["/api/demo/tiles/2/1.5/0.png", "x"],
      ["/api/demo/tiles/2/0/4.png", "y"],
      ["/api/demo/tiles/2/0/0.jpg", "y"],
      ["/api/demo/tiles/2/0/0", "y"],
    ];
    for (const [path, field] of cases) {
      const reply = await app.request(path);
      expect([path, reply.status]).toEqual([path, 400]);
      expect(((await reply.json()) as { field: string }).field).toBe(field);
    }
  });

  test.prop([fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), fc.string({ maxLength: 8 })], { numRuns: 300 })(
    "never answers 500 whatever the path holds",
    async (z, x, y) => {
      const path = `/api/demo/tiles/${encodeURIComponent(z)}/${encodeURIComponent(x)}/${encodeURIComponent(y)}`;
      expect([200, 400, 404]).toContain((await app.request(path)).status);
    },
  );
});
