import {
  ACTIVITY_CATEGORIES,
  ACTIVITY_LANGUAGES,
  type ActivityCategory,
  type ActivityPriceBand,
  type ActivitySlot,
  activityPrice,
  parseActivityParameters,
} from "@travesia/core";
import { Result } from "effect";
import { addDays, dayNumber, weekdayOf } from "./days.js";
import type { PlaceCity, PlaceName } from "./places.js";
import { chance, intBetween, pick, rngFor, sample } from "./prng.js";

/** Activities per city of the demo world (every city has them, so 200+ across the first few). */
const ACTIVITIES_PER_CITY = 24;

/** Pictures per activity (served under `/images/activities/{id}/{n}.jpg`). */
const ACTIVITY_IMAGES = 4;

/**
 * The addresses of an activity's pictures. The demo serves them, but for one activity in six (the 6th, 12th, …
 * of each city) whose pictures are gone: the portal then shows its default activity images (spec 000 §8).
 */
export const inventoryActivityImages = (id: string): string[] =>
  Array.from({ length: ACTIVITY_IMAGES }, (_, index) => `/images/activities/${id}/${index + 1}.jpg`);

/** Whether the demo serves this picture of an activity (see {@link inventoryActivityImages}). */
export const activityImageServed = (id: string, index: number): boolean =>
  index >= 1 && index <= ACTIVITY_IMAGES && Number(id.split("-A")[1] ?? "0") % 6 !== 0;

/** What an activity is, before a search's days and currency turn it into a reply. */
export interface InventoryActivity {
  readonly id: string;
  readonly cityCode: string;
  readonly name: PlaceName;
  readonly category: ActivityCategory;
  readonly durationMinutes: number;
  readonly languages: readonly string[];
  /** Start times `HH:mm`; each runs on the weekdays of `weekdays` (0 Sunday). */
  readonly times: readonly string[];
  readonly weekdays: readonly number[];
  readonly freeCancellationHours: number | null;
  readonly rating: number;
  readonly reviews: number;
  /** USD minor units by band. */
  readonly adultUsd: number;
  readonly childUsd: number;
  readonly seats: number;
  readonly lat: number;
  readonly lng: number;
}

const KINDS: Readonly<Record<ActivityCategory, readonly [PlaceName, number, number]>> = {
  tours: [{ es: "Visita guiada por", en: "Guided walk through", pt: "Visita guiada por" }, 120, 180],
  museums: [{ es: "Museos de", en: "Museums of", pt: "Museus de" }, 90, 150],
  outdoor: [{ es: "Bicicleta por", en: "Bike ride around", pt: "Passeio de bicicleta por" }, 180, 300],
  food: [{ es: "Sabores de", en: "Flavours of", pt: "Sabores de" }, 150, 210],
  water: [{ es: "Paseo en barco por", en: "Boat trip around", pt: "Passeio de barco por" }, 45, 120],
  shows: [{ es: "Noche de espectáculo en", en: "Show night in", pt: "Noite de espetáculo em" }, 60, 150],
  dayTrips: [
    { es: "Excursión de día completo desde", en: "Full-day trip from", pt: "Excursão de dia inteiro saindo de" },
    480,
    2880,
  ],
};
const STARTS = ["08:30", "09:00", "10:30", "12:00", "14:00", "15:30", "17:00", "19:30", "21:00"];

/** The activities of a city, the same for the same seed. */
export const inventoryCityActivities = (seed: number, city: PlaceCity): readonly InventoryActivity[] =>
  Array.from({ length: ACTIVITIES_PER_CITY }, (_, index) => {
    const rng = rngFor(seed, "activity", city.code, index);
    const category = ACTIVITY_CATEGORIES[index % ACTIVITY_CATEGORIES.length] ?? "tours";
    const [prefix, shortest, longest] = KINDS[category];
    const durationMinutes = Math.round(intBetween(rng, shortest, longest) / 15) * 15;
    const adultUsd = intBetween(rng, 15, 180) * 100 + pick(rng, [0, 50, 90]);
    const label = (language: keyof PlaceName) =>
      `${prefix[language]} ${city.name[language]}${index >= ACTIVITY_CATEGORIES.length ? ` ${Math.floor(index / ACTIVITY_CATEGORIES.length) + 1}` : ""}`;
    return {
      id: `${city.code}-A${index + 1}`,
      cityCode: city.code,
      name: { es: label("es"), en: label("en"), pt: label("pt") },
      category,
      durationMinutes,
      languages: ["es", ...sample(rng, ACTIVITY_LANGUAGES.slice(1), intBetween(rng, 0, 3))].sort(),
      times: sample(rng, durationMinutes > 600 ? STARTS.slice(0, 2) : STARTS, intBetween(rng, 1, 3)).sort(),
      weekdays: sample(rng, [0, 1, 2, 3, 4, 5, 6], intBetween(rng, 4, 7)).sort(),
      freeCancellationHours: chance(rng, 0.6) ? pick(rng, [24, 48, 72]) : null,
      rating: intBetween(rng, 30, 50) / 10,
      reviews: intBetween(rng, 3, 4000),
      adultUsd,
      childUsd: Math.round(adultUsd * 0.5),
      seats: intBetween(rng, 6, 30),
      lat: city.lat + (rng() - 0.5) / 20,
      lng: city.lng + (rng() - 0.5) / 20,
    };
  });

/**
 * The slots of an activity over the days from–to: each start time on its weekdays, seats left drawn per day and time
 * (about one slot in eight sold out).
 */
export const inventoryActivitySlots = (
  seed: number,
  activity: InventoryActivity,
  from: string,
  to: string,
): ActivitySlot[] => {
  const slots: ActivitySlot[] = [];
  for (let day = dayNumber(from); day <= dayNumber(to); day++) {
    const date = addDays(from, day - dayNumber(from));
    if (!activity.weekdays.includes(weekdayOf(date))) continue;
    for (const time of activity.times) {
      const rng = rngFor(seed, "activitySlot", activity.id, date, time);
      slots.push({ date, time, seatsLeft: chance(rng, 0.125) ? 0 : intBetween(rng, 1, activity.seats) });
    }
  }
  return slots;
};

/** The price bands of an activity, converted with `convert` (USD minor units in, the currency's out). */
export const inventoryActivityBands = (
  activity: InventoryActivity,
  convert: (usdMinor: number) => number,
): ActivityPriceBand[] => [
  { code: "adult", minAge: 13, maxAge: 120, minor: convert(activity.adultUsd) },
  { code: "child", minAge: 4, maxAge: 12, minor: convert(activity.childUsd) },
  { code: "infant", minAge: 0, maxAge: 3, minor: 0 },
];

/** An activity's description texts, per language. */
export const inventoryActivityTexts = (activity: InventoryActivity, language: keyof PlaceName) => {
  const texts = {
    es: {
      summary: `${activity.name.es}: una experiencia con guía local.`,
      description: `${activity.name.es}. Un guía local te acompaña durante toda la actividad y te cuenta la historia del lugar. Grupos reducidos.`,
      included: ["Guía local", "Entradas", "Seguro de accidentes"],
      notIncluded: ["Propinas", "Traslado al punto de encuentro"],
      meeting: "Frente a la oficina de turismo",
    },
    en: {
      summary: `${activity.name.en}: an experience with a local guide.`,
      description: `${activity.name.en}. A local guide is with you throughout and tells you the story of the place. Small groups.`,
      included: ["Local guide", "Entrance fees", "Accident insurance"],
      notIncluded: ["Tips", "Transfer to the meeting point"],
      meeting: "In front of the tourist office",
    },
    pt: {
      summary: `${activity.name.pt}: uma experiência com guia local.`,
      description: `${activity.name.pt}. Um guia local acompanha você durante toda a atividade e conta a história do lugar. Grupos pequenos.`,
      included: ["Guia local", "Ingressos", "Seguro contra acidentes"],
      notIncluded: ["Gorjetas", "Traslado até o ponto de encontro"],
      meeting: "Em frente ao posto de turismo",
    },
  } as const;
  return texts[language];
};

/** The activity a budget rate id (`{activityId}:{YYYYMMDD}:{HHmm}`) names, or undefined when the inventory has none. */
export const inventoryActivityOfRate = (
  inventory: { readonly seed: number; readonly city: (code: string) => PlaceCity | undefined },
  rateId: string,
): InventoryActivity | undefined => {
  const id = rateId.split(":")[0] ?? "";
  const city = inventory.city(id.split("-")[0] ?? "");
  return city === undefined ? undefined : inventoryCityActivities(inventory.seed, city).find((a) => a.id === id);
};

/**
 * The budget's line of an activity item (rate id `{activityId}:{YYYYMMDD}:{HHmm}`, the activities' parameters and
 * the adults as occupancy): its name, day and time, and the party's price in USD by core's `activityPrice`; undefined
 * for an item the inventory does not know.
 */
export const activityBudgetLine = (
  inventory: { readonly seed: number; readonly city: (code: string) => PlaceCity | undefined },
  rateId: string,
  parameters: Readonly<Record<string, string>>,
  occupancy: string,
): { readonly title: string; readonly price: { readonly amount: number; readonly currency: string } } | undefined => {
  const [, day = "", time = ""] = rateId.split(":");
  const activity = inventoryActivityOfRate(inventory, rateId);
  const read = parseActivityParameters({ children: parameters.children ?? "0", date: day });
  const adults = Number(occupancy);
  if (activity === undefined || Result.isFailure(read) || !Number.isInteger(adults) || adults < 1) return undefined;
  const infants = Number(parameters.infants ?? "0");
  const price = activityPrice(
    inventoryActivityBands(activity, (usd) => usd),
    "USD",
    { adults, childAges: read.success.children.ages, infants: Number.isInteger(infants) ? infants : 0 },
  );
  if (Result.isFailure(price)) return undefined;
  const date = String(read.success.date);
  return {
    title: `${activity.name.es} · ${date} ${time.slice(0, 2)}:${time.slice(2)}`,
    price: { amount: price.success.total.minor / 100, currency: "USD" },
  };
};
