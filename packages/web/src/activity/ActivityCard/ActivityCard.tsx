import { type ActivitySummary, activityCodeKey, formatMoney, formatNumber, money } from "@travesia/core";
import { Link } from "react-router-dom";
import { useLanguageCode } from "../../i18n/LanguageContext";
import card from "../../shared/results/resultCard.module.css";
import { useActivityT } from "../useActivityT";
import styles from "./ActivityCard.module.css";
import { ActivityDuration } from "./ActivityDuration";
import { ActivityImage } from "./ActivityImage";

/** Props of {@link ActivityCard}: an activity of the reply and its detail page's address. */
export interface ActivityCardProps {
  readonly activity: ActivitySummary;
  readonly href: string;
}

/** One activity in the results: image, category, name, duration, languages, rating, free cancellation, from-price. */
export const ActivityCard = ({ activity, href }: ActivityCardProps) => {
  const t = useActivityT();
  const language = useLanguageCode();
  const price = formatMoney(money(activity.priceFrom.minor, activity.priceFrom.currency), language);
  return (
    <article className={`${card.card} ${styles.columns}`} aria-labelledby={`activity-${activity.id}`}>
      <ActivityImage
        className={styles.image}
        activityId={activity.id}
        src={activity.image}
        alt=""
        width={240}
        height={160}
        loading="lazy"
      />
      <div className={card.body}>
        <p className={card.muted}>{t(activityCodeKey("category", activity.category))}</p>
        <h3 id={`activity-${activity.id}`} className={card.name}>
          {activity.name}
        </h3>
        <p>
          <ActivityDuration minutes={activity.durationMinutes} />
          {" · "}
          {activity.languages.map((code) => t(activityCodeKey("language", code))).join(", ")}
        </p>
        <p>
          ★ {t("activity.reviews", { rating: formatNumber(activity.rating, language, 1), count: activity.reviews })}
        </p>
        {activity.freeCancellation ? <p className={card.good}>{t("activity.freeCancellation")}</p> : null}
      </div>
      <div className={card.side}>
        <p className={card.price}>{t("activity.priceFrom", { price })}</p>
        <Link className={card.link} to={href}>
          {t("activity.seeDetail")}
          <span className="visually-hidden">: {activity.name}</span>
        </Link>
      </div>
    </article>
  );
};
