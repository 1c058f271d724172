import {
  type CircuitDetail,
  type CircuitPrice,
  type CircuitRoomCode,
  circuitCodeKey,
  formatCircuitDay,
  formatMoney,
  money,
} from "@travesia/core";
import type { ReactNode } from "react";
import { useLanguageCode } from "../../i18n/LanguageContext";
import { SelectField } from "../../shared/SelectField/SelectField";
import { useCircuitT } from "../useCircuitT";
import styles from "./CircuitPicker.module.css";

/** Props of {@link CircuitPicker}. */
export interface CircuitPickerProps {
  readonly circuit: CircuitDetail;
  readonly travellers: number;
  readonly departureDate: string | null;
  readonly rooms: readonly CircuitRoomCode[];
  readonly price: CircuitPrice | null;
  readonly onDeparture: (date: string) => void;
  readonly onRoom: (index: number, code: CircuitRoomCode) => void;
  /** The add-to-budget control, once the choice is priced. */
  readonly addToBudget?: ReactNode;
}

/**
 * The departures calendar (each departure of the month with its price per person and the seats left; a sold-out one
 * cannot be chosen), each room's type with its supplement, and core's price of the choice.
 */
export const CircuitPicker = (props: CircuitPickerProps) => {
  const { circuit, price } = props;
  const t = useCircuitT();
  const language = useLanguageCode();
  const amount = (minor: number) => formatMoney(money(minor, circuit.currency), language);
  const roomChoices = circuit.rooms.map((room) => ({
    value: room.code,
    label:
      room.supplementMinor === 0
        ? t(circuitCodeKey("room", room.code))
        : `${t(circuitCodeKey("room", room.code))} (${room.supplementMinor > 0 ? "+" : "−"}${amount(Math.abs(room.supplementMinor))})`,
  }));
  const single = circuit.rooms.find((room) => room.code === "single");
  return (
    <section className={styles.picker} aria-labelledby="circuit-picker">
      <h2 id="circuit-picker" className={styles.title}>
        {t("circuit.departures")}
      </h2>
      <fieldset className={styles.group}>
        <legend className="visually-hidden">{t("circuit.departures")}</legend>
        <ul className={styles.calendar}>
          {circuit.departures.map((departure) => {
            const full = departure.seatsLeft === 0;
            return (
              <li key={departure.date}>
                <label className={`${styles.departure} ${full ? styles.soldOut : ""}`}>
                  <input
                    type="radio"
                    name="circuit-departure"
                    value={departure.date}
                    checked={props.departureDate === departure.date}
                    disabled={full}
                    onChange={() => props.onDeparture(departure.date)}
                  />
                  <span className={styles.day}>{formatCircuitDay(departure.date, language)}</span>
                  <span className={styles.amount}>{amount(departure.priceMinor)}</span>
                  <span className={styles.seats}>
                    {full ? t("circuit.soldOut") : t("circuit.departureSeats", { count: departure.seatsLeft })}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t("circuit.rooms")}</legend>
        {single === undefined ? null : (
          <p className={styles.note}>{t("circuit.singleSupplement", { price: amount(single.supplementMinor) })}</p>
        )}
        <div className={styles.rooms}>
          {props.rooms.map((code, index) => (
            <SelectField
              // biome-ignore lint/suspicious/noArrayIndexKey: a room's selector is its place in the party
              key={index}
              id={`circuit-room-${index}`}
              label={t("circuit.roomNumber", { number: index + 1 })}
              value={code}
              choices={roomChoices}
              onChange={(value) => props.onRoom(index, value as CircuitRoomCode)}
            />
          ))}
        </div>
      </fieldset>
      <div id="circuit-price" role="status" aria-live="polite" className={styles.price}>
        {price === null ? (
          <p>{t("circuit.pickDeparture")}</p>
        ) : price._tag === "priced" ? (
          <>
            <p>{t("circuit.priceBase", { count: props.travellers, price: amount(price.perPersonMinor) })}</p>
            {price.supplementsMinor === 0 ? null : (
              <p>{t("circuit.priceSupplements", { price: amount(price.supplementsMinor) })}</p>
            )}
            <p className={styles.total}>{t("circuit.priceTotal", { price: amount(price.totalMinor) })}</p>
          </>
        ) : price._tag === "notEnoughSeats" ? (
          <p>{t("circuit.tooFewSeats", { count: price.seatsLeft })}</p>
        ) : price._tag === "roomsDoNotFit" ? (
          <p>{t("circuit.roomsDoNotFit", { count: props.travellers })}</p>
        ) : price._tag === "roomNotOffered" ? (
          <p>{t("circuit.roomNotOffered")}</p>
        ) : (
          <p>{t("circuit.soldOut")}</p>
        )}
      </div>
      {price?._tag === "priced" ? props.addToBudget : null}
    </section>
  );
};
