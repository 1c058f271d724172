import {
  cancellationPolicyView,
  formatMoney,
  type Room,
  type TransferOption,
  transferPriceView,
  transferServiceKey,
  transferVehicleKey,
} from "@travesia/core";
import { Result } from "effect";
import { type ReactNode, useId } from "react";
import { HotelPolicyPanel } from "../../hotel/HotelPolicyPanel/HotelPolicyPanel";
import { useLanguageCode } from "../../i18n/LanguageContext";
import card from "../../shared/results/resultCard.module.css";
import { useTransferT } from "../useTransferT";
import styles from "./TransferCard.module.css";

/** Props of the stateless {@link TransferCard}. */
export interface TransferCardProps {
  readonly option: TransferOption;
  /** The party the search is for (the units of a price per person). */
  readonly party: Room;
  readonly roundTrip: boolean;
  /** Today, for the cancellation timeline. */
  readonly today: string;
  /** The add-to-budget control (the shared connected one), or nothing. */
  readonly budget: ReactNode;
}

const LOADED = { panel: "loaded", loadingKey: undefined, errorKey: undefined, retryKey: undefined } as const;

/**
 * One transfer offer: service type and vehicle, seats, vehicles, luggage included, waiting time and ride length, the
 * supplier; the price as the supplier states it (per vehicle or per person) and the total for the party; the
 * cancellation policy in the hotels' panel (headline, free period, and its timeline behind a disclosure).
 */
export const TransferCard = ({ option, party, roundTrip, today, budget }: TransferCardProps) => {
  const t = useTransferT();
  const language = useLanguageCode();
  const id = useId();
  const price = transferPriceView(option, party);
  const policy = cancellationPolicyView(option.policy, today);
  const policyView = Result.isSuccess(policy) ? policy.success : null;
  const unitText = formatMoney(price.unit, language);
  const totalKey = price.basis === "vehicle" ? "transfer.totalVehicles" : "transfer.totalPersons";
  return (
    <article className={card.card} aria-labelledby={`${id}-name`}>
      <div className={card.body}>
        <h3 id={`${id}-name`} className={card.name}>
          {t(transferServiceKey(option.serviceType))} · {t(transferVehicleKey(option.vehicle))}
        </h3>
        <p className={card.muted}>{t("transfer.supplier", { name: option.supplier })}</p>
        <ul className={styles.facts}>
          <li>{t("transfer.seats", { count: option.seats })}</li>
          {option.vehicles > 1 ? <li>{t("transfer.vehicles", { count: option.vehicles })}</li> : null}
          <li>{t("transfer.luggageIncluded", { count: option.luggage })}</li>
          {option.waitingMinutes > 0 ? <li>{t("transfer.waiting", { minutes: option.waitingMinutes })}</li> : null}
          <li>{t("transfer.duration", { minutes: option.durationMinutes })}</li>
        </ul>
        {policyView === null ? null : (
          <>
            <HotelPolicyPanel view={LOADED} policy={policyView} compact onRetry={() => {}} />
            <details className={styles.policy}>
              <summary>{t("transfer.policy")}</summary>
              <HotelPolicyPanel view={LOADED} policy={policyView} compact={false} onRetry={() => {}} />
            </details>
          </>
        )}
      </div>
      <div className={`${card.side} ${styles.side}`}>
        <p className={card.price}>
          {t(price.basis === "vehicle" ? "transfer.perVehicle" : "transfer.perPerson", { price: unitText })}
        </p>
        <p>
          <span>{t(totalKey, { units: price.units })}</span>{" "}
          <strong className={styles.amount}>{formatMoney(price.total, language)}</strong>
        </p>
        {roundTrip ? <p className={card.muted}>{t("transfer.bothWays")}</p> : null}
        {budget}
      </div>
    </article>
  );
};
