import {
  type AdminHotel,
  type HotelContent,
  type HotelContentContext,
  type Language,
  undoHotelChange,
} from "@travesia/core";
import { Result } from "effect";
import type { Context } from "hono";
import { hotelImageIds, savedHotelContent, saveHotelContent } from "../db/hotelContentStore.js";
import type { DemoDb } from "../db/openDemoDb.js";
import type { StoredAuditEntry } from "../db/portalSettingsStore.js";
import { hotelDetailJson, hotelImageUrl } from "../internal/hotelReplies.js";
import { CATALOG_AMENITIES } from "../inventory/catalogs.js";
import type { InventoryHotel } from "../inventory/hotels.js";
import { authorOf, undoRefused } from "./adminReplies.js";
import type { DemoEnv } from "./context.js";
import { namedAuditEntry } from "./portalSettings.js";
import { ICONS } from "./routes/locations.js";

// A hotel as the back office edits it, and the public detail with what the administrator saved over the inventory.

const amenityIcon = (code: string): string => `icon-${code.toLowerCase()}`;

/** The URL an uploaded image is served at, and its thumbnail's (`routes/adminHotels.ts`). */
export const uploadedImageUrls = (id: string) => ({
  url: `/images/uploads/${id}.img`,
  thumbnailUrl: `/images/uploads/${id}.thumb`,
});

/** What the inventory gives a hotel before any edit: its descriptions, stars, amenities and generated images. */
const inventoryContent = (hotel: InventoryHotel): HotelContent => ({
  descriptions: { es: hotel.description.es, en: hotel.description.en, pt: hotel.description.pt },
  rating: hotel.stars,
  amenities: hotel.amenities.map(amenityIcon),
  gallery: Array.from({ length: hotel.imageCount }, (_, index) => hotelImageUrl(hotel.id, index + 1)),
  videos: [],
});

/** A hotel's content now: what the administrator saved, or the inventory's. */
export const currentHotelContent = (db: DemoDb, hotel: InventoryHotel): HotelContent =>
  savedHotelContent(db, hotel.id) ?? inventoryContent(hotel);

/** Every image a hotel has, shown or not: the inventory's, then the uploaded ones. */
const hotelImages = (db: DemoDb, hotel: InventoryHotel) => [
  ...inventoryContent(hotel).gallery.map((url) => ({ url, thumbnailUrl: url })),
  ...hotelImageIds(db, hotel.id).map(uploadedImageUrls),
];

/** What a save of this hotel may name: the icons find-icons knows and the hotel's own images. */
export const hotelContentContext = (db: DemoDb, hotel: InventoryHotel): HotelContentContext => ({
  iconCodes: new Set(ICONS.map((icon) => icon.className)),
  imageUrls: new Set(hotelImages(db, hotel).map((image) => image.url)),
});

/** The hotel as the back office's calls answer it. */
export const adminHotelOf = (db: DemoDb, hotel: InventoryHotel): AdminHotel => {
  const content = currentHotelContent(db, hotel);
  return {
    id: hotel.id,
    name: hotel.name,
    cityCode: hotel.cityCode,
    content,
    images: hotelImages(db, hotel),
    icons: content.amenities.flatMap((code) => ICONS.filter((icon) => icon.className === code)),
  };
};

/**
 * The catalogue call's `detail` with the administrator's edits over the inventory: the description of the language,
 * the amenities (an inventory amenity's own name, or the icon's), the gallery in its order, the videos and stars.
 */
export const editedHotelDetailJson = (db: DemoDb, hotel: InventoryHotel, language: Language) => {
  const content = savedHotelContent(db, hotel.id);
  if (content === undefined) return hotelDetailJson(hotel, language);
  return {
    hotelDescriptions: [{ value: content.descriptions[language] }],
    amenities: content.amenities.map((className) => {
      const amenity = CATALOG_AMENITIES.find((candidate) => amenityIcon(candidate.code) === className);
      const name = amenity?.name[language] ?? ICONS.find((icon) => icon.className === className)?.name ?? className;
      return { description: { value: name }, value: amenity?.code ?? className };
    }),
    imageLinks: content.gallery.map((imageURL) => ({ imageURL })),
    videos: content.videos.map((url) => ({ url })),
    stars: content.rating,
  };
};

/** Undoes a hotel's audit entry (the audit list's undo, `routes/admin.ts`): the field back, recorded as a change. */
export const undoHotelEntry = (c: Context<DemoEnv>, entry: StoredAuditEntry, id: number) => {
  const db = c.get("demo").db;
  const hotel = c.get("demo").inventory.hotel(entry.target);
  if (hotel === undefined) return c.json({ done: false, error: `id: no change ${id}`, field: "id" }, 404);
  const undone = undoHotelChange(currentHotelContent(db, hotel), entry);
  if (Result.isFailure(undone)) return undoRefused(c, undone.failure);
  const [recorded] = saveHotelContent(db, hotel.id, undone.success.content, [undone.success.change], authorOf(c), id);
  return c.json({ done: true, entry: namedAuditEntry(recorded ?? entry) });
};
