import { type FilterChoice, type FilterChoiceLabel, filterChoicesShown } from "@travesia/core";
import { memo, type ReactNode, useId, useState } from "react";
import type { Translate } from "../../i18n/LanguageContext";

/** The class names a panel draws its choices with (each panel keeps its own look). */
export interface ChoiceLook {
  readonly group?: string | undefined;
  /** A shown legend's class; without it the legend is for screen readers only (a disclosure shows the title). */
  readonly legend?: string | undefined;
  /** The folding list's box (only with `fold`). */
  readonly list?: string | undefined;
  readonly row?: string | undefined;
  /** The text beside the box: name, count and from-price; without it they sit in the row itself. */
  readonly text?: string | undefined;
  readonly name?: string | undefined;
  readonly count?: string | undefined;
  readonly from?: string | undefined;
  readonly more?: string | undefined;
  /** A space between the name and its count (the accessible name reads "Desayuno incluido (12)"). */
  readonly countSpaced?: boolean;
}

/** A choice's label in the page's language. */
const choiceLabelText = (t: Translate, label: FilterChoiceLabel): string =>
  "key" in label ? t(label.key) : label.text;

interface ChoiceBoxProps {
  readonly type: "checkbox" | "radio";
  readonly id: string | undefined;
  readonly name: string | undefined;
  readonly value: string;
  readonly checked: boolean;
  /** Keep it the same function between renders: the box is drawn again only when its own state changes. */
  readonly onToggle: (value: string, checked: boolean) => void;
}

/**
 * The box alone, drawn again only when its own state changes: the count beside it comes and goes with every search
 * (hidden while loading), and React writes an input's name and type again at each of its updates.
 */
const ChoiceBox = memo(({ type, id, name, value, checked, onToggle }: ChoiceBoxProps) => (
  <input
    id={id}
    type={type}
    name={name}
    checked={checked}
    onChange={(event) => onToggle(value, event.target.checked)}
  />
));

interface ChoiceRowProps extends ChoiceBoxProps {
  readonly look: ChoiceLook;
  readonly label: string;
  readonly count: number | null;
  readonly from: string | null;
}

/** A labelled checkbox or radio with its count and, when known, its from-price; drawn again only when they change. */
const ChoiceRow = memo(({ look, label, count, from, ...box }: ChoiceRowProps) => {
  const text = (
    <>
      <span className={look.name}>{label}</span>
      {count === null ? null : (
        <>
          {look.countSpaced ? " " : null}
          <span className={look.count}>({count})</span>
        </>
      )}
      {from === null ? null : <span className={look.from}>{from}</span>}
    </>
  );
  return (
    <div>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: ChoiceBox, inside, is the label's control */}
      <label className={look.row}>
        <ChoiceBox {...box} />
        {look.text === undefined ? text : <span className={look.text}>{text}</span>}
      </label>
    </div>
  );
});

/** Props of {@link ChoiceGroup}. */
export interface ChoiceGroupProps {
  readonly look: ChoiceLook;
  readonly t: Translate;
  readonly type: "checkbox" | "radio";
  /** The legend; `legendSuffix` is read by screen readers only ("Escala · IDA"). */
  readonly legend: string;
  readonly legendSuffix?: string;
  readonly choices: readonly FilterChoice[];
  /** Prefixes of the controls' ids and of their name, when a page needs them; none by default. */
  readonly ids?: { readonly id: string; readonly name: string };
  /** A from-price in the page's words ('desde USD 300,00'); the choices' from-prices are left out without it. */
  readonly price?: (from: NonNullable<FilterChoice["from"]>) => string;
  /** Folds a long list behind 'Ver n opciones más' (core's `filterChoicesShown`): the two buttons' texts. */
  readonly fold?: { readonly more: (hidden: number) => string; readonly fewer: string };
  /** Keep it the same function between renders (every box is memoised). */
  readonly onToggle: (code: string, checked: boolean) => void;
  readonly className?: string;
}

/**
 * The "choices with counts" section kind: a fieldset of checkboxes or radios (spec 001 §2 and 002 §2 "counts beside
 * options"), each with its count and from-price, a long list folded behind a button that says how many it hides.
 */
export const ChoiceGroup = (props: ChoiceGroupProps) => {
  const { look, t, type, choices, ids, price, fold, onToggle } = props;
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const { shown, hidden } = fold === undefined ? { shown: choices, hidden: 0 } : filterChoicesShown(choices, expanded);
  const rows: ReactNode = shown.map((choice) => (
    <ChoiceRow
      key={choice.code}
      look={look}
      type={type}
      id={ids === undefined ? undefined : `${ids.id}-${choice.code}`}
      name={ids?.name}
      value={choice.code}
      label={choiceLabelText(t, choice.label)}
      count={choice.count}
      from={choice.from === null || price === undefined ? null : price(choice.from)}
      checked={choice.selected}
      onToggle={onToggle}
    />
  ));
  return (
    <fieldset className={props.className ?? look.group}>
      <legend className={look.legend ?? "visually-hidden"}>
        {props.legend}
        {props.legendSuffix === undefined ? null : <span className="visually-hidden"> · {props.legendSuffix}</span>}
      </legend>
      {fold === undefined ? (
        rows
      ) : (
        <>
          <div id={listId} className={look.list}>
            {rows}
          </div>
          {expanded || hidden > 0 ? (
            <button
              type="button"
              className={look.more}
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? fold.fewer : fold.more(hidden)}
            </button>
          ) : null}
        </>
      )}
    </fieldset>
  );
};
