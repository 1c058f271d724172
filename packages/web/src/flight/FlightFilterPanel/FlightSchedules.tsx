import {
  applyFlightScheduleTimes,
  type CalendarDate,
  FLIGHT_LEG_MESSAGE_KEYS,
  type FlightScheduleTarget,
  flightScheduleShiftAllowed,
  flightScheduleTimeText,
  flightTimetableIssues,
  formatCardDate,
  shiftFlightScheduleDate,
} from "@travesia/core";
import { type FormEvent, useState } from "react";
import { DayArrowIcon, FunnelIcon } from "../../shared/icons";
import type { SectionContext } from "./FlightFilterPanel";
import styles from "./FlightFilterPanel.module.css";

const DIRECTIONS = [
  ["departure", "flight.scheduleDeparture"],
  ["arrival", "flight.scheduleArrival"],
] as const;
const ENDS = [
  ["from", "flight.scheduleFrom"],
  ["to", "flight.scheduleTo"],
] as const;

/** One leg and direction: From and To, each a day between arrows and an HH:mm input, applied by the funnel. */
const ScheduleWindow = ({
  ctx,
  target,
  title,
  heading,
  leg,
  searched,
}: {
  ctx: SectionContext;
  target: FlightScheduleTarget;
  /** The leg and direction, for the controls' names ("IDA · Horario de salida"). */
  title: string;
  /** The direction, the visible heading under its leg's title. */
  heading: string;
  leg: string;
  searched: CalendarDate | null;
}) => {
  const [typedWrong, setTypedWrong] = useState(false);
  const window = ctx.filters.timetable[target.leg][target.direction];
  const base = `${ctx.id}-schedule-${target.leg}-${target.direction}`;
  const wrongWindow = flightTimetableIssues(
    ctx.filters,
    searched === null ? [] : target.leg === 0 ? [searched] : [null, searched],
  ).some((issue) => issue.leg === target.leg && issue.direction === target.direction);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const applied = applyFlightScheduleTimes(ctx.filters, target, {
      from: String(data.get("from") ?? ""),
      to: String(data.get("to") ?? ""),
    });
    setTypedWrong(applied._tag === "Failure");
    if (applied._tag === "Success") ctx.onChange(applied.success);
  };
  const wrong = typedWrong || wrongWindow;
  return (
    <form className={styles.schedule} onSubmit={submit} noValidate aria-labelledby={`${base}-title`}>
      <h5 id={`${base}-title`} className={styles.groupTitle}>
        {heading}
        <span className="visually-hidden"> · {leg}</span>
      </h5>
      {ENDS.map(([end, endKey]) => {
        const date = window[end === "from" ? "fromDate" : "toDate"];
        const time = window[end];
        const endLabel = `${ctx.t(endKey)} · ${title}`;
        return (
          <div key={end} className={styles.scheduleEnd}>
            <span className={styles.fieldLabel}>{ctx.t(endKey)}</span>
            <div className={styles.scheduleLine}>
              {searched !== null && (
                <div className={styles.day}>
                  <button
                    type="button"
                    className={styles.arrow}
                    aria-label={`${ctx.t("flight.previousDay")}: ${endLabel}`}
                    disabled={!flightScheduleShiftAllowed(ctx.filters, target, end, -1, searched)}
                    onClick={() => ctx.onChange(shiftFlightScheduleDate(ctx.filters, target, end, -1, searched))}
                  >
                    <DayArrowIcon direction="previous" />
                  </button>
                  <output className={styles.dayText} aria-label={`${ctx.t("flightTools.scheduleDay")}: ${endLabel}`}>
                    {date === null ? ctx.t("flightTools.anyDay") : formatCardDate(date)}
                  </output>
                  <button
                    type="button"
                    className={styles.arrow}
                    aria-label={`${ctx.t("flight.nextDayButton")}: ${endLabel}`}
                    disabled={!flightScheduleShiftAllowed(ctx.filters, target, end, 1, searched)}
                    onClick={() => ctx.onChange(shiftFlightScheduleDate(ctx.filters, target, end, 1, searched))}
                  >
                    <DayArrowIcon direction="next" />
                  </button>
                </div>
              )}
              <input
                key={flightScheduleTimeText(time)}
                id={`${base}-${end}`}
                name={end}
                className={`${styles.input} ${styles.time}`}
                aria-label={`${endLabel} (HH:mm)`}
                inputMode="numeric"
                autoComplete="off"
                placeholder="HH:mm"
                maxLength={5}
                defaultValue={flightScheduleTimeText(time)}
                aria-invalid={wrong}
                {...(wrong ? { "aria-describedby": `${base}-issue` } : {})}
              />
            </div>
          </div>
        );
      })}
      <button type="submit" className={styles.funnel} aria-label={ctx.t("flightTools.applySchedule", { leg: title })}>
        <FunnelIcon />
      </button>
      {wrong && (
        <p id={`${base}-issue`} role="alert" className={styles.issue}>
          {ctx.t("flight.timeInvalid")}
        </p>
      )}
    </form>
  );
};

/** The schedules section: per leg shown (the return hidden one way) the departure and arrival windows. */
export const FlightSchedules = ({
  ctx,
  legs,
  searchedDates,
}: {
  ctx: SectionContext;
  legs: readonly (0 | 1)[];
  searchedDates: readonly [CalendarDate, CalendarDate | null] | undefined;
}) => (
  <div className={styles.legs}>
    {legs.map((leg) => (
      <div key={leg} className={styles.leg}>
        <h4 className={styles.legTitle}>{ctx.t(FLIGHT_LEG_MESSAGE_KEYS[leg])}</h4>
        {DIRECTIONS.map(([direction, key]) => (
          <ScheduleWindow
            key={direction}
            ctx={ctx}
            target={{ leg, direction }}
            title={`${ctx.t(FLIGHT_LEG_MESSAGE_KEYS[leg])} · ${ctx.t(key)}`}
            heading={ctx.t(key)}
            leg={ctx.t(FLIGHT_LEG_MESSAGE_KEYS[leg])}
            searched={searchedDates?.[leg] ?? null}
          />
        ))}
      </div>
    ))}
  </div>
);
