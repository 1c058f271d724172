import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import type { HotelMapMarker } from "@travesia/core";
import { money } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../../test/renderView";
import { HotelResultsMap } from "./HotelResultsMap";
import { HotelResultsMapLazy } from "./HotelResultsMapLazy";

// jsdom has no SVG geometry; Leaflet reads `createSVGRect` when it loads to choose its vector renderer (the circle
// of the point of interest).
vi.hoisted(() => {
  Object.assign(window.SVGSVGElement.prototype, { createSVGRect: () => ({}) });
});

const marker = (id: string, name: string, latitude: number, longitude: number, amount: number): HotelMapMarker => ({
  id,
  name,
  latitude,
  longitude,
  stars: 4,
  price: money(amount, "EUR"),
  priceLabel: `€ ${(amount / 100).toFixed(2).replace(".", ",")}`,
});

// Three hotels far apart at zoom 10 (Madrid's centre, Alcalá, Getafe) and two a few metres apart.
const PRADO = marker("1", "Hotel Prado", 40.4138, -3.6921, 12000);
const ALCALA = marker("2", "Hotel Alcalá", 40.482, -3.364, 9050);
const GETAFE = marker("3", "Hotel Getafe", 40.305, -3.732, 7000);
// Plaza is about 25 px east-west from the twins at zoom 10 and 102 px at zoom 12: its 74 px price pill covers
// theirs at 10 and clears them at 12.
const PLAZA = marker("6", "Hotel Plaza", 40.4169, -3.738, 8000);
const TWIN_A = marker("4", "Hostal Sol", 40.4169, -3.703, 5000);
const TWIN_B = marker("5", "Hostal Luna", 40.417, -3.7031, 5500);

const draw = (props: Partial<Parameters<typeof HotelResultsMap>[0]> = {}) => {
  const onSelect = vi.fn();
  const view = renderView(
    <HotelResultsMap markers={[PRADO, ALCALA, GETAFE]} selectedHotelId={null} onSelect={onSelect} {...props} />,
  );
  return { onSelect, ...view };
};

describe("HotelResultsMap", () => {
  it("draws one labelled price marker per hotel; a click, Enter or Space selects it", () => {
    const { onSelect } = draw();
    expect(screen.getByRole("region", { name: "Mapa de hoteles" })).toBeTruthy();
    const prado = screen.getByRole("button", { name: "Hotel Prado, desde € 120,00" });
    expect(prado.textContent).toContain("€ 120,00");
    expect(screen.getByRole("button", { name: "Hotel Alcalá, desde € 90,50" }).tabIndex).toBe(0);
    fireEvent.click(prado);
    expect(onSelect).toHaveBeenLastCalledWith("1");
    fireEvent.keyDown(screen.getByRole("button", { name: /Hotel Getafe/ }), { key: "Enter" });
    expect(onSelect).toHaveBeenLastCalledWith("3");
    fireEvent.keyDown(screen.getByRole("button", { name: /Hotel Alcalá/ }), { key: " " });
    expect(onSelect).toHaveBeenLastCalledWith("2");
    fireEvent.keyDown(screen.getByRole("button", { name: /Hotel Alcalá/ }), { key: "a" });
    expect(onSelect).toHaveBeenCalledTimes(3);
  });

  it("shows the selected hotel's info box, marks its marker pressed, and names the zoom buttons", () => {
    const { rerender, onSelect } = draw({ info: <p>Ficha del Hotel Prado</p> });
    expect(screen.queryByText("Ficha del Hotel Prado")).toBeNull();
    rerender(
      <HotelResultsMap
        markers={[PRADO, ALCALA, GETAFE]}
        selectedHotelId="1"
        onSelect={onSelect}
        info={<p>Ficha del Hotel Prado</p>}
      />,
    );
    const box = screen.getByRole("region", { name: "Hotel seleccionado" });
    expect(box.textContent).toBe("Ficha del Hotel Prado");
    expect(screen.getByRole("button", { name: /Hotel Prado/ }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: /Hotel Getafe/ }).getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByRole("button", { name: "Acercar" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Alejar" })).toBeTruthy();
  });

  it("groups crowded hotels into a cluster that zooms in when pressed, and never hides the selected one", async () => {
    const { rerender, onSelect } = draw({ markers: [PLAZA, TWIN_A, TWIN_B] });
    const cluster = screen.getByRole("button", { name: "3 hoteles aquí: acercar" });
    expect(screen.queryByRole("button", { name: /Hostal Sol/ })).toBeNull();
    fireEvent.click(cluster);
    // Two zoom steps later Plaza stands alone, the twins still crowd.
    await screen.findByRole("button", { name: /Hotel Plaza/ });
    expect(screen.getByRole("button", { name: "2 hoteles aquí: acercar" })).toBeTruthy();
    rerender(<HotelResultsMap markers={[PLAZA, TWIN_A, TWIN_B]} selectedHotelId="5" onSelect={onSelect} />);
    expect(screen.getByRole("button", { name: /Hostal Luna/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: /Hostal Sol/ })).toBeTruthy();
  });

  it("draws the point of interest with its radius and says so in the legend; in English too", () => {
    const { container } = renderView(
      <HotelResultsMap
        markers={[PRADO]}
        selectedHotelId={null}
        onSelect={() => {}}
        poi={{ latitude: 40.4153, longitude: -3.6845, radiusKm: 2, name: "Parque del Retiro" }}
      />,
      "en",
    );
    expect(screen.getByText("Point of interest: Parque del Retiro, 2 km radius")).toBeTruthy();
    expect(container.querySelectorAll(".leaflet-overlay-pane path").length).toBe(2);
    expect(screen.getByRole("button", { name: "Hotel Prado, from € 120,00" })).toBeTruthy();
    cleanup();
    renderView(
      <HotelResultsMap
        markers={[PRADO]}
        selectedHotelId={null}
        onSelect={() => {}}
        poi={{ latitude: 40.4153, longitude: -3.6845, radiusKm: 0.5 }}
      />,
    );
    expect(screen.getByText("Punto de interés, radio de 0,5 km")).toBeTruthy();
  });

  it("asks the demo's tiles for the opening view at zoom 10", () => {
    const { container } = draw();
    const tiles = [...container.querySelectorAll<HTMLImageElement>("img.leaflet-tile")].map((img) => img.src);
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.every((src) => /\/api\/demo\/tiles\/10\/\d+\/\d+\.png$/.test(src))).toBe(true);
  });
});

describe("HotelResultsMapLazy", () => {
  it("shows the placeholder box first, then the map once its chunk has loaded", async () => {
    renderView(<HotelResultsMapLazy markers={[PRADO]} selectedHotelId={null} onSelect={() => {}} />);
    expect(screen.getByText("Cargando el mapa…")).toBeTruthy();
    await waitFor(() => expect(screen.getByRole("button", { name: /Hotel Prado/ })).toBeTruthy());
    expect(screen.queryByText("Cargando el mapa…")).toBeNull();
  });

  it("reaches Leaflet only through the dynamic import: no static import path leads to it", () => {
    const here = dirname(fileURLToPath(import.meta.url));
    const seen = new Set<string>();
    const externals: string[] = [];
    const walk = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, "utf8");
      for (const match of source.matchAll(/^import\s[^;]*?from\s+"([^"]+)";|^import\s+"([^"]+)";/gms)) {
        const specifier = match[1] ?? match[2] ?? "";
        if (match[0].startsWith("import type")) continue;
        if (!specifier.startsWith(".")) {
          externals.push(specifier);
          continue;
        }
        const base = join(dirname(file), specifier);
        const candidates = [base, `${base}.tsx`, `${base}.ts`];
        const found = candidates.find((candidate) => {
          try {
            readFileSync(candidate);
            return true;
          } catch {
            return false;
          }
        });
        if (found !== undefined && !found.endsWith(".css")) walk(found);
      }
    };
    walk(join(here, "HotelResultsMapLazy.tsx"));
    expect(seen.has(join(here, "HotelResultsMapPlaceholder.tsx"))).toBe(true);
    expect(seen.has(join(here, "HotelResultsMap.tsx"))).toBe(false);
    expect(externals.filter((name) => /leaflet/.test(name))).toEqual([]);
    // The map module itself is where Leaflet and its stylesheet come in.
    const map = readFileSync(join(here, "HotelResultsMap.tsx"), "utf8");
    expect(map).toContain('import "leaflet/dist/leaflet.css";');
  });
});
