/** The text formats that `dates` reads; named so that an error says which one the input failed. */
export type DateFormatName =
  | "YYYY-MM-DD"
  | "YYYYMMDD"
  | "YYYYMMDDTHHmm"
  | "dd/MM/yyyy"
  | "HH:mm"
  | "HH:mm+N"
  | "duration"
  | "summaryDate";

/** Why a text is not a date or time in the expected format: a tagged value, never a thrown error. */
export interface DateParseError {
  readonly _tag: "DateParseError";
  /** The format that was expected. */
  readonly format: DateFormatName;
  /** The text that was given. */
  readonly input: string;
  /** A short English reason for logs and 400 replies. */
  readonly reason: string;
}

/** Builds a {@link DateParseError}. */
export const dateParseError = (format: DateFormatName, input: string, reason: string): DateParseError => ({
  _tag: "DateParseError",
  format,
  input,
  reason,
});
