import type { HeaderCounts, Language } from "@travesia/core";
import type { HookMessageKey } from "../common/hookMessageKeys.js";

/** Which product families a user may book (spec 000 §1: "Products allowed per user (air, htl, act, trf)"). */
export type AllowedProduct = "air" | "htl" | "act" | "trf";

/** The signed-in user as the shell needs it (spec 000 §7 `GET /api/user`). */
export interface SignedInUser {
  /** The user id; it prefixes the stored active budget or trip key (spec 000 §4). */
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  /** The portal configuration this user sees (`GET /api/portal/config/{id}`), when the record names one. */
  readonly portalId: string | null;
  /** Spec 000 §1: "Products allowed per user (air, htl, act, trf) are read from the user record." */
  readonly allowedProducts: readonly AllowedProduct[];
  /** Ours (issue 40): may enter the back office (`GET /api/user`'s `admin`); the header then links to it. */
  readonly admin?: boolean;
}

/** Session and user: `anonymous` until `GET /api/user` says who is signed in. */
export interface UserSlice {
  readonly status: "unknown" | "loading" | "anonymous" | "signedIn" | "error";
  readonly user: SignedInUser | null;
  /** The portal whose configuration applies: the user's, or the guest record's for an anonymous visitor. */
  readonly portalId: string | null;
  /** Session status polling saw `loggedIn: false` after being signed in, or the ttl ran out. */
  readonly expired: boolean;
}

/** Spec 000 §1: the portal type B2B or other ("B2C"). */
export type PortalType = "B2B" | "B2C";

/** Portal configuration: feature switches, portal type (spec 000 §1, spec 001 §1). */
export interface ConfigSlice {
  readonly status: "unknown" | "loading" | "ready" | "error";
  readonly portalType: PortalType;
  /** Feature switches by name (enableBudgeting, enablePricer, enableDualFlow, smartFlow, relatedRates, …). */
  readonly flags: Readonly<Record<string, boolean>>;
  /**
   * Feature groups (spec 001 §1: "all features, only 'go' features (price-GO), B2B, B2C"), as the configuration
   * sends them; read price-GO from them with core's `portalPriceGo`.
   */
  readonly featureGroups?: readonly string[] | undefined;
}

/**
 * The active budget or trip (spec 000 §4: "Active budget or trip id is stored locally as userId, a separator,
 * then the id"). `id` is null when there is none.
 */
export interface ActiveSlice {
  /** Spec 000 §4: "Budget mode applies unless the local flag enablePricer equals 'true'." */
  readonly mode: "budget" | "trip";
  readonly id: string | null;
}

/** The display currency chosen for the session (spec 000 §4: "Currency choice is kept in the session."). */
export interface CurrencySlice {
  readonly currencyId: string | null;
}

/** The interface language (spec 000 §4: cookie ml, default es). */
export interface LanguageSlice {
  readonly language: Language;
}

/** Core's `HeaderCounts` (spec 000 §3 counters) and whether they were loaded. */
export interface CountersSlice extends HeaderCounts {
  readonly status: "unknown" | "loading" | "ready" | "error";
}

/** One toast: a message key (never a text), its level and how long it stays (null: until dismissed). */
export interface Toast {
  readonly id: number;
  readonly level: "success" | "info" | "warning" | "error";
  readonly key: HookMessageKey;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly titleKey?: HookMessageKey;
  /** A server text the spec says to show as is (spec 000 §8 "Budget create 409: Server message shown as warning"). */
  readonly serverMessage?: string;
  readonly durationMs: number | null;
}

/** The toast queue, oldest first. */
export interface ToastsSlice {
  readonly toasts: readonly Toast[];
  readonly nextId: number;
}
