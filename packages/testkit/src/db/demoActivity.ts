/** A demo booking: what the bookings counter counts and what `POST /bookingAdmin/printVoucher` prints. */
export interface DemoBooking {
  /** Spec 002 §3 voucher params: bookingReferenceId. */
  readonly bookingReferenceId: string;
  readonly owner: string;
  /** Days before "today" the booking was made (0: today, counted by `/mybookings/getTodayBookingCount`). */
  readonly bookedDaysAgo: number;
  readonly productTypeId: "htl" | "act" | "trf" | "cir" | "air";
  readonly service: string;
  readonly destination: string;
  readonly checkIn: string;
  readonly checkOut: string;
  readonly passengers: readonly string[];
  readonly room: string;
  readonly board: string;
  readonly supplier: string;
  readonly total: { readonly amount: number; readonly currency: string };
  /** Spec 002 §8: an offline booking's voucher is rebuilt from history ("Recuperamos la información histórica…"). */
  readonly offline: boolean;
}

/** A notification counter entry. Spec 002 §3: "Notification counters: type (NOT, ALT, CRD), quantity/unread." */
export interface DemoNotificationCounter {
  readonly type: "NOT" | "ALT" | "CRD";
  readonly quantity: number;
  readonly unread: number;
}

/** An inbox message (the 'you' real-time event carries the unread ones). */
export interface DemoMessage {
  readonly id: number;
  readonly owner: string;
  readonly daysAgo: number;
  readonly subject: string;
  readonly read: boolean;
}

/** An agency alert (`GET /alerts/summary`). */
export interface DemoAlert {
  readonly id: number;
  readonly owner: string;
  readonly title: string;
  readonly level: "info" | "warning";
}

const booking = (
  reference: string,
  owner: string,
  bookedDaysAgo: number,
  fields: Partial<DemoBooking> = {},
): DemoBooking => ({
  bookingReferenceId: reference,
  owner,
  bookedDaysAgo,
  productTypeId: "htl",
  service: "Hotel Alvear Palace",
  destination: "Buenos Aires, Argentina",
  checkIn: "2027-03-12",
  checkOut: "2027-03-16",
  passengers: ["Ana López", "Diego López"],
  room: "Doble superior",
  board: "Desayuno incluido",
  supplier: "HotelBeds",
  total: { amount: 184_000, currency: "USD" },
  offline: false,
  ...fields,
});

/** Demo bookings per user: some made today, some earlier, one offline. */
export const DEMO_BOOKINGS: readonly DemoBooking[] = [
  booking("TRV-100231", "agente", 0),
  booking("TRV-100232", "agente", 0, {
    service: "Hotel Arts Barcelona",
    destination: "Barcelona, España",
    passengers: ["Pablo Ruiz"],
    room: "Individual vista al mar",
    board: "Solo alojamiento",
    total: { amount: 96_500, currency: "EUR" },
  }),
  booking("TRV-100198", "agente", 6, {
    productTypeId: "act",
    service: "Excursión a Cataratas del Iguazú, lado brasileño",
    destination: "Puerto Iguazú, Argentina",
    checkIn: "2027-04-02",
    checkOut: "2027-04-02",
    room: "—",
    board: "—",
    supplier: "Iguazú Tours",
    total: { amount: 12_000, currency: "USD" },
  }),
  booking("TRV-100205", "agente", 5, {
    productTypeId: "trf",
    service: "Traslado privado · Monovolumen",
    destination: "Aeropuerto de Ezeiza (EZE) → Rosal Apart Hotel Palermo",
    checkIn: "2027-03-12",
    checkOut: "2027-03-16",
    passengers: ["Ana López", "Diego López", "Sofía López"],
    room: "—",
    board: "—",
    supplier: "Transfers BA",
    total: { amount: 9_800, currency: "USD" },
  }),
  booking("TRV-100206", "agente", 5, {
    productTypeId: "cir",
    service: "Circuito Andalucía clásica",
    destination: "Madrid, Córdoba, Sevilla, Granada",
    checkIn: "2027-05-04",
    checkOut: "2027-05-12",
    room: "Doble",
    board: "Desayuno incluido",
    supplier: "Europa Tours",
    total: { amount: 420_000, currency: "USD" },
  }),
  booking("TRV-099870", "agente", 40, {
    offline: true,
    service: "Hotel Copacabana Palace",
    destination: "Río de Janeiro, Brasil",
  }),
  booking("TRV-100240", "cliente", 0, {
    service: "Hotel Llao Llao",
    destination: "San Carlos de Bariloche, Argentina",
    passengers: ["Lucía Fernández"],
    total: { amount: 152_300, currency: "USD" },
  }),
  booking("TRV-100112", "agente.moroso", 12, { service: "Hotel Faena", destination: "Buenos Aires, Argentina" }),
  booking("TRV-100113", "agente.singastos", 2, {
    service: "Hotel Riu Palace",
    destination: "Punta Cana, República Dominicana",
  }),
];

/** Demo inbox messages. */
export const DEMO_MESSAGES: readonly DemoMessage[] = [
  { id: 1, owner: "agente", daysAgo: 0, subject: "Confirmación de la reserva TRV-100231", read: false },
  { id: 2, owner: "agente", daysAgo: 1, subject: "Nuevas tarifas para Caribe en temporada baja", read: false },
  { id: 3, owner: "agente", daysAgo: 9, subject: "Actualización de políticas de cancelación", read: true },
  { id: 4, owner: "agente.moroso", daysAgo: 0, subject: "Aviso de saldo vencido", read: false },
  { id: 5, owner: "cliente", daysAgo: 2, subject: "¡Tu viaje a Bariloche está confirmado!", read: false },
];

/** Demo agency alerts. */
export const DEMO_ALERTS: readonly DemoAlert[] = [
  { id: 1, owner: "agente", title: "Cambio de horario en el vuelo AR1302", level: "warning" },
  { id: 2, owner: "agente", title: "Vence la opción de la reserva TRV-100198 en 48 h", level: "info" },
  { id: 3, owner: "agente.moroso", title: "Crédito de la agencia suspendido", level: "warning" },
];

/** The notification counters (NOT, ALT, CRD) of a user. */
export const demoNotificationCounters = (owner: string): DemoNotificationCounter[] => {
  const unreadMessages = DEMO_MESSAGES.filter((message) => message.owner === owner && !message.read).length;
  const alerts = DEMO_ALERTS.filter((alert) => alert.owner === owner).length;
  const credit = owner === "agente.sincredito" || owner === "agente.moroso" ? 1 : 0;
  return [
    {
      type: "NOT",
      quantity: DEMO_MESSAGES.filter((message) => message.owner === owner).length,
      unread: unreadMessages,
    },
    { type: "ALT", quantity: alerts, unread: alerts },
    { type: "CRD", quantity: credit, unread: credit },
  ];
};
