import { BREAKPOINT_MEDIA, calendarNights } from "@travesia/core";
import { useDateRangeCalendar, useToday } from "@travesia/hooks";
import { useEffect, useRef } from "react";
import { useMediaQuery } from "../searchForm/useMediaQuery";
import { DateRangeField, type DateRangeFieldInputs } from "./DateRangeField";

/** Props of {@link DateRangeFieldConnected}: the inputs, what the calendar offers, and where picks go. */
export interface DateRangeFieldConnectedProps extends Omit<DateRangeFieldInputs, "nights"> {
  /** Months the calendar shows: 13 by default, 25 in the home hotel box. */
  readonly months: number;
  /** Shows the nights between the two dates beside them (hotel box, partial stay). */
  readonly showNights?: boolean;
  readonly onChange: (start: string, end: string) => void;
}

/**
 * A date pair wired to the hooks' `useToday` and `useDateRangeCalendar` (core's date-pair machine): the popover on desktop, the
 * full-screen sheet at 768 px and below; focus goes back to an input when the calendar closes, and a click or focus
 * outside closes the popover (the dates picked so far are already in the form).
 */
export const DateRangeFieldConnected = ({
  months,
  showNights = false,
  onChange,
  ...inputs
}: DateRangeFieldConnectedProps) => {
  const today = useToday();
  const sheet = useMediaQuery(BREAKPOINT_MEDIA.calendarSheet);
  const wrapper = useRef<HTMLDivElement>(null);
  const startInput = useRef<HTMLInputElement>(null);
  const endInput = useRef<HTMLInputElement>(null);
  // A dismissal by Escape in an input or by a click elsewhere leaves the focus where it is.
  const keepFocus = useRef(false);
  const [start, end] = inputs.values;
  const calendar = useDateRangeCalendar({
    start,
    end,
    single: inputs.single,
    today,
    months,
    sheet,
    onChange,
    onReturnFocus: (field) => {
      if (!keepFocus.current) (field === "start" ? startInput : endInput).current?.focus();
      keepFocus.current = false;
    },
  });
  const { open, actions } = calendar;
  useEffect(() => {
    if (open === null || sheet) return;
    const outside = (event: Event) => {
      if (event.target instanceof Node && !wrapper.current?.contains(event.target)) {
        keepFocus.current = true;
        actions.dismiss();
      }
    };
    document.addEventListener("mousedown", outside);
    document.addEventListener("focusin", outside);
    return () => {
      document.removeEventListener("mousedown", outside);
      document.removeEventListener("focusin", outside);
    };
  }, [open, sheet, actions]);
  return (
    <DateRangeField
      {...inputs}
      nights={showNights ? calendarNights(start === "" ? null : start, end === "" ? null : end) : undefined}
      wrapperRef={wrapper}
      inputRefs={[startInput, endInput]}
      calendar={{
        ...calendar,
        sheet,
        today,
        onOpen: actions.open,
        onPick: actions.pick,
        onMoveFocus: actions.moveFocus,
        onStep: actions.step,
        onConfirm: actions.confirm,
        onDismiss: (returnFocus) => {
          keepFocus.current = !returnFocus;
          actions.dismiss();
        },
      }}
    />
  );
};
