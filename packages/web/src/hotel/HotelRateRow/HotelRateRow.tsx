import { formatMoney, type HotelRateRowView } from "@travesia/core";
import type { ReactNode } from "react";
import { memo, useId } from "react";
import { Link } from "react-router-dom";
import { useLanguageCode, useT } from "../../i18n/LanguageContext";
import { ServerHtml } from "../ServerHtml/ServerHtml";
import styles from "./HotelRateRow.module.css";

/** Props of the stateless rate row. The policy panels, quote button and budget control come in as slots. */
export interface HotelRateRowProps {
  /** Core's `hotelRateRow`: rooms, board, price, variation, comments, offers. */
  readonly row: HotelRateRowView;
  /** Spec 001 §4: a status-9 row (policy failure, no smart flow) or a disabled rate is dimmed and unselectable. */
  readonly unselectable: boolean;
  readonly policyOpen: boolean;
  readonly onTogglePolicy: () => void;
  /** The pointer reached the policy button, or it got the focus: the panel is likely to open next (its reply loads). */
  readonly onPolicyIntent?: () => void;
  /** The compact panel: 'Consultando', the compact error, or the headline and free period. */
  readonly policyCompact: ReactNode;
  /** The full panel, shown while open. */
  readonly policyFull: ReactNode;
  /** 'Más tarifas' when the rate has more options. */
  readonly moreOptions: { readonly loading: boolean; readonly onClick: () => void } | null;
  /** 'Ver tarifas relacionadas' (the related-rates results page), when the portal offers it. */
  readonly relatedRatesUrl: string | null;
  /** Spec 001 §4 "Related-rates button can replace it": after a policy failure the link takes the button's place. */
  readonly relatedRatesReplaceQuote: boolean;
  readonly quote: ReactNode;
  /** The add-to-budget control, when budgeting or the pricer is on. */
  readonly budget: ReactNode;
}

// The row's rooms, board and side column are memoised: opening or closing the policy panel (a render on the click,
// another on the reply) draws the policy parts only, not the prices (Intl), the related-rates link (the router's
// hooks) and the quote and budget controls again, so the panel paints soon after the click.

/** Rooms and board: they change with the rate only. */
const RateRooms = memo(function RateRooms({ row }: { readonly row: HotelRateRowView }) {
  const t = useT();
  return (
    <>
      <ul className={styles.rooms} aria-label={t("hotel.rooms")}>
        {row.rooms.map((room, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rooms have no id; their order is the rate's
          <li key={index}>
            <strong>{room.name}</strong>
            {room.adults === undefined ? null : (
              <span className={styles.muted}>
                {" · "}
                {t("hotelRates.roomOccupancy", { adults: room.adults, children: room.children ?? 0 })}
              </span>
            )}
            {room.description === undefined ? null : <span className={styles.muted}> · {room.description}</span>}
          </li>
        ))}
      </ul>
      <p className={styles.board} data-icon={row.board.icon}>
        <span className="visually-hidden">{t("hotel.board")}: </span>
        {row.board.key === undefined ? row.board.name : t(row.board.key)}
        {row.onRequestKey === undefined ? null : <span className={styles.onRequest}>{t(row.onRequestKey)}</span>}
      </p>
    </>
  );
});

/** Price, variation, quote button, budget control and related-rates link. */
const RateSide = memo(function RateSide({
  row,
  relatedRatesUrl,
  relatedRatesReplaceQuote,
  quote,
  budget,
}: Pick<HotelRateRowProps, "row" | "relatedRatesUrl" | "relatedRatesReplaceQuote" | "quote" | "budget">) {
  const t = useT();
  const language = useLanguageCode();
  const related =
    relatedRatesUrl === null ? null : (
      <Link className={styles.related} to={relatedRatesUrl}>
        {t("hotel.relatedRates")}
      </Link>
    );
  return (
    <div className={styles.side}>
      {row.price === undefined ? null : (
        <p className={styles.price}>
          <span className="visually-hidden">{t("hotel.price")}: </span>
          <strong className={styles.amount}>{formatMoney(row.price.shown, language)}</strong>
          <span className={styles.muted}>{t(row.price.basisLabelKey)}</span>
          {row.price.alternatives.map((amount) => (
            <span key={amount.currency} className={styles.muted}>
              {formatMoney(amount, language)}
            </span>
          ))}
          {row.price.taxLabelKey === undefined ? null : (
            <span className={styles.muted}>{t(row.price.taxLabelKey)}</span>
          )}
        </p>
      )}
      {row.variation === undefined ? null : (
        <p className={styles.variation} data-positive={row.variation.isPositive}>
          {t(row.variation.key, row.variation.params)}
        </p>
      )}
      {relatedRatesReplaceQuote ? related : quote}
      {budget}
      {relatedRatesReplaceQuote ? null : related}
    </div>
  );
});

/** One rate of the rooms tab: rooms, cancellation policy, board, price, comments, offers, quote and budget. */
export const HotelRateRow = (props: HotelRateRowProps) => {
  const { row, unselectable, policyOpen, moreOptions, relatedRatesUrl, relatedRatesReplaceQuote } = props;
  const t = useT();
  const id = useId();
  return (
    <li className={styles.row} data-unselectable={unselectable} data-testid="rate-row">
      <div className={styles.main}>
        <RateRooms row={row} />
        <div className={styles.policy}>
          <button
            type="button"
            className={styles.link}
            aria-expanded={policyOpen}
            aria-controls={`${id}-policy`}
            onClick={props.onTogglePolicy}
            onPointerEnter={policyOpen ? undefined : props.onPolicyIntent}
            onFocus={policyOpen ? undefined : props.onPolicyIntent}
          >
            {t(policyOpen ? "hotelRates.policyClose" : "policy.link")}
          </button>
          {props.policyCompact}
        </div>
        {row.comments.length === 0 ? null : (
          <div className={styles.comments}>
            <span className="visually-hidden">{t("hotel.comments")}: </span>
            {row.comments.map((comment) => (
              <ServerHtml key={comment} html={comment} />
            ))}
          </div>
        )}
        {row.offers.length === 0 ? null : (
          <ul className={styles.offers} aria-label={t("hotel.offers")}>
            {row.offers.map((offer) => (
              <li key={offer}>
                <ServerHtml html={offer} />
              </li>
            ))}
          </ul>
        )}
        {moreOptions === null ? null : (
          <button
            type="button"
            className={styles.link}
            disabled={moreOptions.loading}
            aria-busy={moreOptions.loading}
            onClick={moreOptions.onClick}
          >
            {t(moreOptions.loading ? "hotelRates.loadingMore" : "hotel.moreRates")}
          </button>
        )}
      </div>
      <RateSide
        row={row}
        relatedRatesUrl={relatedRatesUrl}
        relatedRatesReplaceQuote={relatedRatesReplaceQuote}
        quote={props.quote}
        budget={props.budget}
      />
      <div id={`${id}-policy`} className={styles.full}>
        {policyOpen ? props.policyFull : null}
      </div>
    </li>
  );
};
