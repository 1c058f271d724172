import { type FormEvent, useState } from "react";
import { DayArrowIcon, FunnelIcon } from "../icons";

/** The class names a panel draws its schedule windows with. */
export interface ScheduleLook {
  readonly form?: string | undefined;
  readonly title?: string | undefined;
  readonly end?: string | undefined;
  readonly endLabel?: string | undefined;
  readonly line?: string | undefined;
  readonly day?: string | undefined;
  readonly arrow?: string | undefined;
  readonly dayText?: string | undefined;
  readonly input?: string | undefined;
  readonly apply?: string | undefined;
  readonly issue?: string | undefined;
}

/** One end of a window ('Desde', 'Hasta'): its time as typed, and its day between arrows when a date is searched. */
interface ScheduleWindowEnd {
  readonly end: "from" | "to";
  readonly label: string;
  /** The applied time, `HH:mm` or "". */
  readonly time: string;
  readonly day?: {
    readonly text: string;
    /** Whether the arrows may move the day (core's rule: within the spec's days, never past the other end). */
    readonly previous: boolean;
    readonly next: boolean;
    readonly onShift: (step: -1 | 1) => void;
  };
}

/** Props of {@link ScheduleSection}. */
export interface ScheduleSectionProps {
  readonly look: ScheduleLook;
  /** The controls' ids start with it. */
  readonly id: string;
  /** The visible heading ('Horario de salida') and what screen readers hear after it (' · IDA'). */
  readonly heading: string;
  readonly headingSuffix: string;
  /** What the window is ('IDA · Horario de salida'): the controls' names end with it. */
  readonly title: string;
  readonly ends: readonly ScheduleWindowEnd[];
  readonly texts: {
    readonly previousDay: string;
    readonly nextDay: string;
    readonly day: string;
    readonly apply: string;
    readonly wrong: string;
  };
  /** The applied window is wrong (it ends before it starts): its message shows until it is fixed. */
  readonly wrong: boolean;
  /** Applies the typed times (core's rule); false when they are not times or not a window. */
  readonly onApply: (times: { readonly from: string; readonly to: string }) => boolean;
}

/**
 * The "schedule window" section kind (spec 002 §2, §5 "schedules"): From and To, each a day between arrows and an
 * HH:mm box, applied by the funnel; a wrong window says so in an alert and marks its boxes.
 */
export const ScheduleSection = ({
  look,
  id,
  heading,
  headingSuffix,
  title,
  ends,
  texts,
  wrong,
  onApply,
}: ScheduleSectionProps) => {
  const [typedWrong, setTypedWrong] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setTypedWrong(!onApply({ from: String(data.get("from") ?? ""), to: String(data.get("to") ?? "") }));
  };
  const shown = typedWrong || wrong;
  return (
    <form className={look.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h5 id={`${id}-title`} className={look.title}>
        {heading}
        <span className="visually-hidden"> · {headingSuffix}</span>
      </h5>
      {ends.map(({ end, label, time, day }) => {
        const endLabel = `${label} · ${title}`;
        return (
          <div key={end} className={look.end}>
            <span className={look.endLabel}>{label}</span>
            <div className={look.line}>
              {day === undefined ? null : (
                <div className={look.day}>
                  <button
                    type="button"
                    className={look.arrow}
                    aria-label={`${texts.previousDay}: ${endLabel}`}
                    disabled={!day.previous}
                    onClick={() => day.onShift(-1)}
                  >
                    <DayArrowIcon direction="previous" />
                  </button>
                  <output className={look.dayText} aria-label={`${texts.day}: ${endLabel}`}>
                    {day.text}
                  </output>
                  <button
                    type="button"
                    className={look.arrow}
                    aria-label={`${texts.nextDay}: ${endLabel}`}
                    disabled={!day.next}
                    onClick={() => day.onShift(1)}
                  >
                    <DayArrowIcon direction="next" />
                  </button>
                </div>
              )}
              <input
                key={time}
                id={`${id}-${end}`}
                name={end}
                className={look.input}
                aria-label={`${endLabel} (HH:mm)`}
                inputMode="numeric"
                autoComplete="off"
                placeholder="HH:mm"
                maxLength={5}
                defaultValue={time}
                aria-invalid={shown}
                {...(shown ? { "aria-describedby": `${id}-issue` } : {})}
              />
            </div>
          </div>
        );
      })}
      <button type="submit" className={look.apply} aria-label={texts.apply}>
        <FunnelIcon />
      </button>
      {shown && (
        <p id={`${id}-issue`} role="alert" className={look.issue}>
          {texts.wrong}
        </p>
      )}
    </form>
  );
};
