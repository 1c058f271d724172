import type { PortalUser } from "@travesia/core";
import { DEFAULT_PORTAL_ID } from "./demoPortals.js";

/** Products a user may search and book (spec 000 §1: "Products allowed per user (air, htl, act, trf)"). */
export type DemoProduct = "air" | "htl" | "act" | "trf";

/** A demo account. Passwords are demo passwords, documented in the testkit README. */
export interface DemoUser {
  /** Stable numeric id; the portal prefixes stored active-budget keys with it (spec 000 §4: "userId, a separator…"). */
  readonly id: number;
  readonly username: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  /** Which portal configuration the user sees (`GET /api/portal/config/{id}`). */
  readonly portalId: number;
  readonly portalType: "B2B" | "B2C";
  /** The agency of a B2B agent; `null` for consumers. */
  readonly agency: { readonly code: string; readonly name: string } | null;
  /** Spec 000 §1: "Products allowed per user (air, htl, act, trf) are read from the user record." */
  readonly products: readonly DemoProduct[];
  /** Spec 000 §6: "A credit limit (outOfLimit) gives 'No hay crédito disponible para realizar la reserva.'" */
  readonly outOfLimit: boolean;
  /** Spec 000 §6: "Some users may only book with no cancellation fees". */
  readonly onlyWithoutCancellationFees: boolean;
  /** Spec 002 §7: the agency's payment-arrears messages (`GET /api/get-defaulter-message`). */
  readonly arrears: readonly { readonly message: string; readonly msgLevel: "info" | "warning" | "danger" }[];
  /** May enter the back office (`/admin`, `/api/admin/…`); core's `adminAccess` refuses everyone else. */
  readonly admin?: boolean;
}

const ALL_PRODUCTS: readonly DemoProduct[] = ["air", "htl", "act", "trf"];

/**
 * The demo accounts: one consumer (B2C), B2B agents of four agencies, each agent showing one permission rule
 * of the spec, and the back office's administrator. Passwords are all `demo1234`: this is a demo, documented in the README.
 */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    id: 1001,
    username: "cliente",
    password: "demo1234",
    firstName: "Lucía",
    lastName: "Fernández",
    email: "lucia.fernandez@example.com",
    portalId: 1,
    portalType: "B2C",
    agency: null,
    products: ALL_PRODUCTS,
    outOfLimit: false,
    onlyWithoutCancellationFees: false,
    arrears: [],
  },
  {
    id: 2001,
    username: "agente",
    password: "demo1234",
    firstName: "Martín",
    lastName: "Gómez",
    email: "martin.gomez@rumbosur.example.com",
    portalId: 2,
    portalType: "B2B",
    agency: { code: "RSUR", name: "Rumbo Sur Viajes" },
    products: ALL_PRODUCTS,
    outOfLimit: false,
    onlyWithoutCancellationFees: false,
    arrears: [],
  },
  {
    id: 2002,
    username: "agente.sincredito",
    password: "demo1234",
    firstName: "Carla",
    lastName: "Suárez",
    email: "carla.suarez@andesturismo.example.com",
    portalId: 2,
    portalType: "B2B",
    agency: { code: "ANDT", name: "Andes Turismo" },
    products: ALL_PRODUCTS,
    outOfLimit: true,
    onlyWithoutCancellationFees: false,
    arrears: [],
  },
  {
    id: 2003,
    username: "agente.singastos",
    password: "demo1234",
    firstName: "Joaquín",
    lastName: "Pereyra",
    email: "joaquin.pereyra@mardelsur.example.com",
    portalId: 2,
    portalType: "B2B",
    agency: { code: "MDSV", name: "Mar del Sur Viajes" },
    products: ["htl", "act"],
    outOfLimit: false,
    onlyWithoutCancellationFees: true,
    arrears: [],
  },
  {
    id: 2004,
    username: "agente.moroso",
    password: "demo1234",
    firstName: "Sofía",
    lastName: "Ibarra",
    email: "sofia.ibarra@litoraltours.example.com",
    portalId: 3,
    portalType: "B2B",
    agency: { code: "LITO", name: "Litoral Tours" },
    products: ["air", "htl"],
    outOfLimit: false,
    onlyWithoutCancellationFees: false,
    arrears: [
      {
        message: "Su agencia registra facturas vencidas. Regularice su saldo para evitar la suspensión del crédito.",
        msgLevel: "warning",
      },
      { message: "Saldo vencido al día de hoy: USD 1.250,00.", msgLevel: "danger" },
    ],
  },
  {
    id: 9001,
    username: "admin",
    password: "demo1234",
    firstName: "Elena",
    lastName: "Ríos",
    email: "elena.rios@travesia.example.com",
    portalId: 2,
    portalType: "B2B",
    agency: { code: "TRVS", name: "Travesía (administración)" },
    products: ALL_PRODUCTS,
    outOfLimit: false,
    onlyWithoutCancellationFees: false,
    arrears: [],
    admin: true,
  },
];

/** The demo user with this username, if any. */
export const demoUserByName = (username: string): DemoUser | undefined =>
  DEMO_USERS.find((user) => user.username === username);

/**
 * The record `GET /api/user` (and `POST /api/login`) answers, in core's `PortalUser` shape: id, allowed products,
 * names, login name, e-mail, agency, portal type and id, the booking limits (`onlyWithoutCancellationFees`,
 * `outOfLimit`) and `guest`. An anonymous visitor gets a guest record (id "0", B2C, every product) so the portal can
 * render. Never carries the password.
 */
export const demoUserRecord = (user: DemoUser | undefined): PortalUser => {
  if (user === undefined) {
    return {
      id: "0",
      products: ["air", "htl", "act", "trf"],
      portalType: "B2C",
      onlyWithoutCancellationFees: false,
      username: "",
      portalId: String(DEFAULT_PORTAL_ID),
      agency: null,
      outOfLimit: false,
      guest: true,
    };
  }
  return {
    id: String(user.id),
    products: user.products,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    ...(user.agency === null ? {} : { agencyName: user.agency.name }),
    portalType: user.portalType,
    onlyWithoutCancellationFees: user.onlyWithoutCancellationFees,
    username: user.username,
    portalId: String(user.portalId),
    agency: user.agency,
    outOfLimit: user.outOfLimit,
    guest: false,
    ...(user.admin === true ? { admin: true } : {}),
  };
};
