/**
 * The agent's IANA time zone as this browser (or Node) reports it, `UTC` when it reports none: the zone deadlines
 * and "today" are read in. Hooks take it as an option, so tests pass their own.
 */
export const agentTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
