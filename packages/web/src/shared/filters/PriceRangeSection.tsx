import type { ValidationIssue } from "@travesia/core";
import { type FormEvent, type ReactNode, useState } from "react";
import { useIssueText } from "../../i18n/LanguageContext";
import { errorIdOf, fieldIssues, invalidProps } from "../searchForm/fieldIssues";

/** The class names a panel draws its price range with. */
export interface PriceLook {
  readonly form?: string | undefined;
  /** The boxes and the apply button in one row (the boxes stand in a fieldset with a legend otherwise). */
  readonly row?: string | undefined;
  readonly hint?: string | undefined;
  readonly fieldset?: string | undefined;
  readonly legend?: string | undefined;
  readonly note?: string | undefined;
  readonly boxes?: string | undefined;
  readonly box?: string | undefined;
  readonly label?: string | undefined;
  readonly input?: string | undefined;
  readonly issue?: string | undefined;
  readonly apply?: string | undefined;
}

type End = "minimum" | "maximum";
const ENDS = ["minimum", "maximum"] as const;

/** Props of {@link PriceRangeSection}. */
export interface PriceRangeSectionProps {
  readonly look: PriceLook;
  /** The boxes' ids are `{id}-minimum` and `{id}-maximum`. */
  readonly id: string;
  /** The applied bounds as typed text; give the section a `key` of the applied range to start again from it. */
  readonly initial: Readonly<Record<End, string>>;
  readonly labels: Readonly<Record<End, string>>;
  readonly placeholders: Readonly<Record<End, string>>;
  /** A legend over the boxes and a note under it ('Precio por noche'); without it the boxes and the button share a row. */
  readonly legend?: { readonly text: string; readonly note: string };
  /** A line above the row ('USD 300,00 – USD 2.800,00'). */
  readonly hint?: ReactNode;
  /** The apply button: what it shows, and its name when it shows an icon. */
  readonly apply: { readonly content: ReactNode; readonly label?: string };
  /** Checks and applies the typed bounds (core's rule): the issues of each box, none when applied. */
  readonly onApply: (texts: Readonly<Record<End, string>>) => readonly ValidationIssue[];
}

/**
 * The "price range" section kind (spec 001 §2 "price from/to, minimum 0, in the currency code"; spec 002 §2): two
 * boxes in major units, kept as typed until applied; each failing box says why and is marked invalid.
 */
export const PriceRangeSection = (props: PriceRangeSectionProps) => {
  const { look, id, labels, placeholders, legend, apply } = props;
  const issueText = useIssueText();
  const [text, setText] = useState(props.initial);
  const [issues, setIssues] = useState<readonly ValidationIssue[]>([]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIssues(props.onApply(text));
  };
  const box = (end: End) => {
    const boxId = `${id}-${end}`;
    const boxIssues = fieldIssues(issues, [end]);
    return (
      <div key={end} className={look.box}>
        <label htmlFor={boxId} className={look.label}>
          {labels[end]}
        </label>
        <input
          id={boxId}
          name={end}
          className={look.input}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={placeholders[end]}
          value={text[end]}
          onChange={(event) => setText({ ...text, [end]: event.target.value })}
          {...invalidProps(boxId, boxIssues)}
        />
        {boxIssues.length === 0 ? null : (
          <p id={errorIdOf(boxId)} className={look.issue}>
            {boxIssues.map((issue) => issueText(issue)).join(" ")}
          </p>
        )}
      </div>
    );
  };
  const button = (
    <button type="submit" className={look.apply} aria-label={apply.label}>
      {apply.content}
    </button>
  );
  return (
    <form className={look.form} onSubmit={submit} noValidate>
      {legend === undefined ? (
        <>
          {props.hint === undefined || props.hint === null ? null : <p className={look.hint}>{props.hint}</p>}
          <div className={look.row}>
            {ENDS.map(box)}
            {button}
          </div>
        </>
      ) : (
        <>
          <fieldset className={look.fieldset}>
            <legend className={look.legend}>{legend.text}</legend>
            <p className={look.note}>{legend.note}</p>
            <div className={look.boxes}>{ENDS.map(box)}</div>
          </fieldset>
          {button}
        </>
      )}
    </form>
  );
};
