import { File as NodeFile } from "node:buffer";
import { act, renderHook, waitFor } from "@testing-library/react";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { describe, expect, it, vi } from "vitest";
import { failingFor, harness, signIn } from "../test/harness.js";
import type { Fetcher } from "../transport/transport.js";
import { useAdminHotelCities } from "./useAdminHotelCities.js";
import { useAdminHotelEditor } from "./useAdminHotelEditor.js";
import { useAdminIconSearch } from "./useAdminIconSearch.js";

const HOTEL = "100001";
/** A 1×1 PNG: the demo API re-encodes it and makes its thumbnail. */
const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="),
  (char) => char.charCodeAt(0),
);

/**
 * jsdom's FormData and File are not Node's, whose Request the in-process demo API reads and whose `File` its upload
 * route checks for: the upload's form is copied into Node's own, and the global `File` is Node's while the demo API
 * answers, as a browser would send the same multipart body to a server of its own.
 */
const nodeFile = (bytes: Buffer, like: File) =>
  new NodeFile([bytes], like.name, { type: like.type }) as unknown as File;

const multipartBridge =
  (base: Fetcher): Fetcher =>
  async (path, init) => {
    if (!(init?.body instanceof FormData)) return base(path, init);
    const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
    const form = new NodeFormData();
    for (const [name, value] of init.body.entries()) {
      if (typeof value === "string") form.append(name, value);
      else form.append(name, nodeFile(Buffer.from(await value.arrayBuffer()), value));
    }
    vi.stubGlobal("File", NodeFile);
    try {
      return await base(path, { ...init, body: form });
    } finally {
      vi.unstubAllGlobals();
    }
  };

const world = async (username?: string, wrap: (base: Fetcher) => Fetcher = (base) => base) => {
  const fetcher = inProcessFetcher(createDemoApi());
  if (username !== undefined) await signIn(fetcher, username);
  return harness({ fetcher: wrap(fetcher) });
};

const hotelsModule = () => ({
  cities: useAdminHotelCities(),
  editor: useAdminHotelEditor(HOTEL),
  icons: useAdminIconSearch(),
});

const posts = (calls: readonly string[]) => calls.filter((call) => call.startsWith("POST "));

describe("the back office's hotels hooks against the demo API", () => {
  it("load the destinations and the hotel's content, loading first", async () => {
    const h = await world("admin");
    const { result } = renderHook(hotelsModule, { wrapper: h.wrapper });
    expect(result.current.editor.status).toBe("loading");
    expect(result.current.editor.data).toEqual({ hotel: null, save: "idle", issues: [] });
    await waitFor(() => expect(result.current.editor.status).toBe("ready"));
    expect(result.current.editor.data.hotel?.id).toBe(HOTEL);
    await waitFor(() => expect(result.current.cities.status).toBe("ready"));
    expect(result.current.cities.data.cities.map((city) => city.code)).toContain("MAD");
  });

  it("say sign in to nobody and forbidden to an agent, on every hotels call", async () => {
    const anonymous = renderHook(hotelsModule, { wrapper: (await world()).wrapper });
    await waitFor(() => expect(anonymous.result.current.editor.status).toBe("signInRequired"));
    await waitFor(() => expect(anonymous.result.current.cities.status).toBe("signInRequired"));
    const agent = renderHook(hotelsModule, { wrapper: (await world("agente")).wrapper });
    await waitFor(() => expect(agent.result.current.editor.status).toBe("forbidden"));
    await waitFor(() => expect(agent.result.current.cities.status).toBe("forbidden"));
    expect(agent.result.current.editor.data.hotel).toBeNull();
  });

  it("save a description sanitised, then refresh the index: saved", async () => {
    const h = await world("admin");
    const { result } = renderHook(hotelsModule, { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.editor.data.hotel).not.toBeNull());
    const html = '<p>Con <strong>piscina</strong></p><img src="x" onerror="alert(1)"><script>alert(1)</script>';
    await act(() => result.current.editor.actions.apply({ type: "descriptionSet", language: "es", html }));
    expect(result.current.editor.data.save).toBe("saved");
    expect(result.current.editor.data.issues).toEqual([]);
    expect(result.current.editor.data.hotel?.content.descriptions.es).toBe("<p>Con <strong>piscina</strong></p>");
    expect(posts(h.calls)).toEqual([`POST /api/admin/hotels/${HOTEL}`, "POST /api/complete/insertHotel"]);
  });

  it("show the server's refusal of a video from an unsupported host as the field's issue, the hotel unchanged", async () => {
    const h = await world("admin");
    const { result } = renderHook(hotelsModule, { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.editor.data.hotel).not.toBeNull());
    const videos = result.current.editor.data.hotel?.content.videos;
    await act(() => result.current.editor.actions.apply({ type: "videoAdded", url: "https://example.com/clip.mp4" }));
    expect(result.current.editor.data.save).toBe("failed");
    expect(result.current.editor.data.issues).toEqual([
      { field: "videos", key: "admin.hotels.issue.videoUnsupported" },
    ]);
    expect(result.current.editor.data.hotel?.content.videos).toEqual(videos);
  });

  it("refuse an SVG and a 30 MB image before any call, with core's reasons", async () => {
    const h = await world("admin");
    const { result } = renderHook(hotelsModule, { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.editor.data.hotel).not.toBeNull());
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], "logo.jpg");
    await act(() => result.current.editor.actions.upload(svg));
    expect(result.current.editor.data.save).toBe("failed");
    expect(result.current.editor.data.issues.map((issue) => issue.field)).toEqual(["file"]);
    const huge = new File([PNG, new Uint8Array(30 * 1024 * 1024)], "huge.png");
    await act(() => result.current.editor.actions.upload(huge));
    expect(result.current.editor.data.issues).toEqual([
      { field: "file", key: "admin.upload.tooLarge", params: { sizeMb: 30, maxMb: expect.any(Number) } },
    ]);
    expect(posts(h.calls)).toEqual([]);
  });

  it("upload an image to the gallery's end (indexFailed: the index refresh failed), and show the server's refusal of an unreadable one", async () => {
    const h = await world("admin", (base) => failingFor(multipartBridge(base), /insertHotel/));
    const { result } = renderHook(hotelsModule, { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.editor.data.hotel).not.toBeNull());
    const before = result.current.editor.data.hotel?.content.gallery.length ?? 0;
    await act(() => result.current.editor.actions.upload(new File([PNG], "terraza.png", { type: "image/png" })));
    expect(result.current.editor.data).toMatchObject({ save: "indexFailed", issues: [] });
    expect(result.current.editor.data.hotel?.content.gallery).toHaveLength(before + 1);
    expect(result.current.editor.data.hotel?.content.gallery.at(-1)).toMatch(/^\/images\/uploads\//);

    // A PNG's first bytes and nothing an image library can read: core lets it through, the server refuses it.
    const broken = new File([PNG.subarray(0, 40)], "rota.png", { type: "image/png" });
    await act(() => result.current.editor.actions.upload(broken));
    expect(result.current.editor.data).toMatchObject({
      save: "failed",
      issues: [{ field: "file", key: "admin.upload.unreadable" }],
    });
    expect(result.current.editor.data.hotel?.content.gallery).toHaveLength(before + 1);
  });

  it("say failed, with no issue, when the server fails for another reason", async () => {
    const h = await world("admin", (base) => failingFor(base, new RegExp(`^POST /api/admin/hotels/${HOTEL}$`)));
    const { result } = renderHook(hotelsModule, { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.editor.data.hotel).not.toBeNull());
    const rating = result.current.editor.data.hotel?.content.rating;
    await act(() => result.current.editor.actions.apply({ type: "ratingSet", rating: rating === 3 ? 4 : 3 }));
    expect(result.current.editor.data).toMatchObject({ save: "failed", issues: [] });
    expect(result.current.editor.data.hotel?.content.rating).toBe(rating);
  });

  it("search amenity icons from 3 characters, and say failed when find-icons fails", async () => {
    const h = await world("admin");
    const { result } = renderHook(hotelsModule, { wrapper: h.wrapper });
    act(() => result.current.icons.actions.setTerm("wi"));
    expect(result.current.icons).toMatchObject({ status: "idle", data: { icons: [] } });
    act(() => result.current.icons.actions.setTerm("wif"));
    await waitFor(() => expect(result.current.icons.status).toBe("ready"));
    expect(result.current.icons.data.icons.length).toBeGreaterThan(0);

    const failing = await world("admin", (base) => failingFor(base, /find-icons/));
    const broken = renderHook(() => useAdminIconSearch(), { wrapper: failing.wrapper });
    act(() => broken.result.current.actions.setTerm("wifi"));
    await waitFor(() => expect(broken.result.current.status).toBe("failed"));
    expect(broken.result.current.data.icons).toEqual([]);
  });
});
