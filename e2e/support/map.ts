import { expect, type Locator, type Page } from "@playwright/test";

/** The first of some markers whose centre is inside the map's frame (Leaflet keeps others around, off screen). */
export const markerInFrame = async (map: Locator, markers: Locator): Promise<Locator> => {
  const frame = await map.boundingBox();
  for (const marker of await markers.all()) {
    const box = await marker.boundingBox();
    if (box === null || frame === null) continue;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    if (x > frame.x && x < frame.x + frame.width && y > frame.y && y < frame.y + frame.height) return marker;
  }
  return markers.first();
};

/**
 * Waits, as a person's eye does, until a zoom has finished: Leaflet moves and regroups the markers after its zoom
 * animation, so a marker picked while the pane still moves may be gone, or another, by the time it is clicked.
 */
export const expectMapStill = async (page: Page) => {
  await expect(page.locator(".leaflet-zoom-anim")).toHaveCount(0);
};

/** A hotel marker's spoken name ("Hotel Prado, desde € 120,00"): the visually hidden text beside the price. */
export const hotelMarkerName = async (marker: Locator) => {
  const spoken = (await marker.locator(".visually-hidden").textContent()) ?? "";
  const [name = ""] = spoken.split(", desde ");
  return name;
};
