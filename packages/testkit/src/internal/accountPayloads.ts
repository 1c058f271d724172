import { Schema } from "effect";

// Request Schemas of the calls the spec does not show (login, demo scenarios) and the server-side rules the demo
// API checks after decoding with core's Schemas.

/** `POST /api/login`: an ordinary login form (not shown by the spec). */
export const LoginPayload = Schema.Struct({
  username: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(100)),
  password: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200)),
});

/** `POST /api/demo/scenario` with `{names}`. */
export const ScenarioPayload = Schema.Struct({
  names: Schema.Array(Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(60))),
});

/** Products the add-product call knows, and the allowed-product code (air, htl, act, trf) each needs. */
export const PRODUCT_PERMISSION: Readonly<Record<string, "air" | "htl" | "act" | "trf">> = {
  hotel: "htl",
  house: "htl",
  flight: "air",
  flightHotel: "air",
  bundle: "air",
  activity: "act",
  transfer: "trf",
  // Circuits have no code of their own in the user record (the portal offers them); their nights are hotel nights.
  circuit: "htl",
};

/** The e-mail format the share and newsletter calls accept. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Ids the demo API hands out and accepts in paths and payloads (trip product ids, rate ids…). */
export const DEMO_ID_PATTERN = /^[A-Za-z0-9_.:-]{1,120}$/;

/** A calendar date `YYYY-MM-DD` that exists. */
export const isCalendarDate = (date: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const time = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === date;
};
