import {
  ACTIVITY_PARTY_LIMITS,
  type ActivityChoice,
  type ActivityChoiceEvent,
  type ActivityQuote,
  type ActivitySlot,
  activityCodeKey,
  activityDays,
  activitySlotsOn,
  formatMoney,
} from "@travesia/core";
import type { ReactNode } from "react";
import { useLanguageCode } from "../../i18n/LanguageContext";
import { countChoices, SelectField } from "../../shared/SelectField/SelectField";
import { useActivityT } from "../useActivityT";
import styles from "./ActivityPicker.module.css";

/** Props of {@link ActivityPicker}: the activity's slots, the choice, core's quote of it, and the add button. */
export interface ActivityPickerProps {
  readonly slots: readonly ActivitySlot[];
  readonly choice: ActivityChoice;
  readonly quote: ActivityQuote | null;
  readonly onChoose: (event: ActivityChoiceEvent) => void;
  /** The add-to-budget control, shown once the choice is priced. */
  readonly addToBudget: ReactNode;
}

const limits = ACTIVITY_PARTY_LIMITS;
const MISSING = {
  pickDate: "activity.pickDate",
  pickSlot: "activity.pickSlot",
  pickAges: "activity.pickAges",
} as const;

/** The date, time-slot and participants picker, with the price of the choice by age band and its total. */
export const ActivityPicker = ({ slots, choice, quote, onChoose, addToBudget }: ActivityPickerProps) => {
  const t = useActivityT();
  const language = useLanguageCode();
  const days = activityDays(slots);
  const times = activitySlotsOn(slots, choice.date);
  return (
    <section className={styles.picker} aria-labelledby="activity-picker-title">
      <h2 id="activity-picker-title" className={styles.title}>
        {t("activity.choose")}
      </h2>
      <SelectField
        id="activity-date"
        label={t("activity.date")}
        value={choice.date ?? ""}
        emptyLabel="—"
        choices={days.map((day) => ({
          value: day.date,
          label: day.soldOut ? `${day.date} · ${t("activity.soldOut")}` : day.date,
        }))}
        onChange={(date) => onChoose({ _tag: "dateChosen", date })}
      />
      {choice.date === null ? null : (
        <fieldset className={styles.group}>
          <legend>{t("activity.slot")}</legend>
          <div className={styles.slots}>
            {times.map((slot) => (
              <label key={slot.time} className={styles.slot}>
                <input
                  type="radio"
                  name="activity-slot"
                  value={slot.time}
                  checked={choice.time === slot.time}
                  disabled={slot.seatsLeft <= 0}
                  onChange={() => onChoose({ _tag: "slotChosen", time: slot.time })}
                />
                {slot.time} ·{" "}
                {slot.seatsLeft <= 0 ? t("activity.soldOut") : t("activity.seatsLeft", { count: slot.seatsLeft })}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <fieldset className={styles.group}>
        <legend>{t("activity.participants")}</legend>
        <div className={styles.party}>
          <SelectField
            id="activity-adults"
            label={t("activity.adults")}
            value={String(choice.adults)}
            choices={countChoices(limits.adults.min, limits.adults.max)}
            onChange={(value) => onChoose({ _tag: "adultsSet", adults: Number(value) })}
          />
          <SelectField
            id="activity-children"
            label={t("activity.children")}
            value={String(choice.childAges.length)}
            choices={countChoices(limits.children.min, limits.children.max)}
            onChange={(value) => onChoose({ _tag: "childrenSet", count: Number(value) })}
          />
          {choice.childAges.map((age, index) => (
            <SelectField
              // biome-ignore lint/suspicious/noArrayIndexKey: a child's selector is its place in the party
              key={index}
              id={`activity-age-${index}`}
              label={t("activity.childAge", { number: index + 1 })}
              value={age === null ? "" : String(age)}
              emptyLabel="—"
              choices={countChoices(limits.age.min, limits.age.max)}
              onChange={(value) => onChoose({ _tag: "childAgeSet", index, age: Number(value) })}
            />
          ))}
          <SelectField
            id="activity-infants"
            label={t("activity.infants")}
            value={String(choice.infants)}
            choices={countChoices(limits.infants.min, limits.infants.max)}
            onChange={(value) => onChoose({ _tag: "infantsSet", infants: Number(value) })}
          />
        </div>
      </fieldset>
      <div id="activity-quote" className={styles.quote} aria-live="polite">
        {quote === null ? null : quote._tag === "priced" ? (
          <>
            <dl className={styles.lines}>
              {quote.price.lines.map((line) => (
                <div key={line.band}>
                  <dt>
                    {t(activityCodeKey("band", line.band), { count: line.count })} × {formatMoney(line.unit, language)}
                  </dt>
                  <dd>{formatMoney(line.total, language)}</dd>
                </div>
              ))}
              <div className={styles.total}>
                <dt>{t("activity.total")}</dt>
                <dd>{formatMoney(quote.price.total, language)}</dd>
              </div>
            </dl>
            {addToBudget}
          </>
        ) : quote._tag === "soldOut" ? (
          <p>{t("activity.soldOut")}</p>
        ) : quote._tag === "tooFewSeats" ? (
          <p>{t("activity.tooFewSeats", { count: quote.seatsLeft })}</p>
        ) : quote._tag === "unpriced" ? (
          <p>{t("activity.unpriced")}</p>
        ) : (
          <p>{t(MISSING[quote._tag])}</p>
        )}
      </div>
    </section>
  );
};
