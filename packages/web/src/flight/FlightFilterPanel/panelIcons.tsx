/** Decorative icons of the filter panel (hidden from assistive technology: each sits beside a text or a label). */
const Icon = ({ children }: { children: React.ReactNode }) => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {children}
  </svg>
);

/** The funnel of the price and schedule filters. */
export const FunnelIcon = () => (
  <Icon>
    <path d="M3 4h18l-7 8v6l-4 2v-8L3 4z" />
  </Icon>
);

/** A section's open/closed chevron (turned by CSS when open). */
export const ChevronIcon = () => (
  <Icon>
    <path d="m6 9 6 6 6-6" />
  </Icon>
);

/** The day arrows. */
export const ArrowIcon = ({ direction }: { direction: "previous" | "next" }) => (
  <Icon>
    <path d={direction === "previous" ? "m15 18-6-6 6-6" : "m9 18 6-6-6-6"} />
  </Icon>
);
