import { formatMoney, type MessageKey, type Money } from "@travesia/core";
import { useId } from "react";
import { Link } from "react-router-dom";
import { useLanguageCode, useT } from "../../i18n/LanguageContext";
import styles from "./PackageSummary.module.css";

/** The package's add-to-budget button, as the shared add-to-budget hook gives it. */
interface PackageSummaryAdd {
  /** 'Agregar a presupuesto' (or 'Agregar a cotización'), then its adding and added states. */
  readonly labelKey: MessageKey;
  readonly disabled: boolean;
  readonly onAdd: () => void;
}

/** Props of the stateless {@link PackageSummary}. */
export interface PackageSummaryProps {
  /** The chosen flights' price, the chosen hotel's, and their sum; null where a price cannot be read. */
  readonly flight: Money | null;
  readonly hotel: Money | null;
  readonly total: Money | null;
  /** The chosen hotel's name. */
  readonly hotelName: string | null;
  /** Nights of the hotel stay. */
  readonly nights: number | null;
  readonly travellers: number;
  readonly add: PackageSummaryAdd;
  /** The package detail page of the chosen hotel, when one can be named. */
  readonly detailHref: string | null;
  /** Called when the visitor follows the detail link (the page keeps its choice for the way back). */
  readonly onDetail?: () => void;
}

const Amount = ({ money }: { readonly money: Money | null }) => {
  const t = useT();
  const language = useLanguageCode();
  return <>{money === null ? t("packageScreens.noPrice") : formatMoney(money, language)}</>;
};

/**
 * The package total that follows the choices: the flights' part, the hotel's part and their sum (read out when it
 * changes), with the add-to-budget button that adds the package as one product and the link to its detail.
 */
export const PackageSummary = (props: PackageSummaryProps) => {
  const t = useT();
  const id = useId();
  const facts = [
    props.nights === null ? null : t("packageScreens.nights", { count: props.nights }),
    t("packageScreens.travellers", { count: props.travellers }),
  ].filter((fact) => fact !== null);
  return (
    <section className={styles.summary} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t("packageScreens.summary")}
      </h2>
      <p className={styles.facts}>{facts.join(" · ")}</p>
      <dl className={styles.rows}>
        <div>
          <dt>{t("packageScreens.flights")}</dt>
          <dd>
            <Amount money={props.flight} />
          </dd>
        </div>
        <div>
          <dt>
            {t("packageScreens.hotel")}
            {props.hotelName === null ? null : <span className={styles.hotelName}> · {props.hotelName}</span>}
          </dt>
          <dd>
            <Amount money={props.hotel} />
          </dd>
        </div>
        <div className={styles.totalRow}>
          <dt>{t("packageScreens.total")}</dt>
          <dd className={styles.total} aria-live="polite">
            <Amount money={props.total} />
          </dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <button type="button" className={styles.button} disabled={props.add.disabled} onClick={props.add.onAdd}>
          {t(props.add.labelKey)}
        </button>
        {props.detailHref === null ? null : (
          <Link className={styles.link} to={props.detailHref} onClick={props.onDetail}>
            {t("packageScreens.seeDetail")}
          </Link>
        )}
      </div>
    </section>
  );
};
