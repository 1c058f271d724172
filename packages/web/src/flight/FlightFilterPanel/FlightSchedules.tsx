import {
  applyFlightScheduleTimes,
  type CalendarDate,
  FLIGHT_LEG_MESSAGE_KEYS,
  type FlightScheduleTarget,
  type FlightSearchFilters,
  flightScheduleShiftAllowed,
  flightScheduleTimeText,
  flightTimetableIssues,
  formatCardDate,
  shiftFlightScheduleDate,
} from "@travesia/core";
import type { Translate } from "../../i18n/LanguageContext";
import { ScheduleSection } from "../../shared/filters/ScheduleSection";
import { FLIGHT_LEGS_LOOK, FLIGHT_SCHEDULE_LOOK } from "./flightFilterLook";

const DIRECTIONS = [
  ["departure", "flight.scheduleDeparture"],
  ["arrival", "flight.scheduleArrival"],
] as const;
const ENDS = [
  ["from", "fromDate", "flight.scheduleFrom"],
  ["to", "toDate", "flight.scheduleTo"],
] as const;

/** Props of {@link FlightSchedules}. */
export interface FlightSchedulesProps {
  readonly t: Translate;
  readonly id: string;
  readonly filters: FlightSearchFilters;
  readonly onChange: (filters: FlightSearchFilters) => void;
  /** 0 outbound, 1 return (hidden one way: core's `flightFilterPanel(…).timetableLegs`). */
  readonly legs: readonly (0 | 1)[];
  /** The searched dates: without them the windows show the HH:mm boxes only. */
  readonly departure: CalendarDate | undefined;
  readonly returnDate: CalendarDate | null | undefined;
}

/**
 * The schedules section (spec 002 §2, §5): per leg shown, the departure and arrival windows, each a schedule-window
 * section whose day arrows move within 3 days of the searched date (core's rules).
 */
export const FlightSchedules = ({ t, id, filters, onChange, legs, departure, returnDate }: FlightSchedulesProps) => (
  <div className={FLIGHT_LEGS_LOOK.legs}>
    {legs.map((leg) => {
      const legText = t(FLIGHT_LEG_MESSAGE_KEYS[leg]);
      const searched = (leg === 0 ? departure : returnDate) ?? null;
      const issues = flightTimetableIssues(filters, searched === null ? [] : leg === 0 ? [searched] : [null, searched]);
      return (
        <div key={leg} className={FLIGHT_LEGS_LOOK.leg}>
          <h4 className={FLIGHT_LEGS_LOOK.legTitle}>{legText}</h4>
          {DIRECTIONS.map(([direction, key]) => {
            const target: FlightScheduleTarget = { leg, direction };
            const window = filters.timetable[leg][direction];
            const title = `${legText} · ${t(key)}`;
            return (
              <ScheduleSection
                key={direction}
                look={FLIGHT_SCHEDULE_LOOK}
                id={`${id}-schedule-${leg}-${direction}`}
                heading={t(key)}
                headingSuffix={legText}
                title={title}
                ends={ENDS.map(([end, dateOf, endKey]) => ({
                  end,
                  label: t(endKey),
                  time: flightScheduleTimeText(window[end]),
                  ...(searched === null
                    ? {}
                    : {
                        day: {
                          text: window[dateOf] === null ? t("flightTools.anyDay") : formatCardDate(window[dateOf]),
                          previous: flightScheduleShiftAllowed(filters, target, end, -1, searched),
                          next: flightScheduleShiftAllowed(filters, target, end, 1, searched),
                          onShift: (step: -1 | 1) =>
                            onChange(shiftFlightScheduleDate(filters, target, end, step, searched)),
                        },
                      }),
                }))}
                texts={{
                  previousDay: t("flight.previousDay"),
                  nextDay: t("flight.nextDayButton"),
                  day: t("flightTools.scheduleDay"),
                  apply: t("flightTools.applySchedule", { leg: title }),
                  wrong: t("flight.timeInvalid"),
                }}
                wrong={issues.some((issue) => issue.leg === leg && issue.direction === direction)}
                onApply={(times) => {
                  const applied = applyFlightScheduleTimes(filters, target, times);
                  if (applied._tag === "Success") onChange(applied.success);
                  return applied._tag === "Success";
                }}
              />
            );
          })}
        </div>
      );
    })}
  </div>
);
