import { type ActivityCardTexts, type ActivitySummary, activityCardTexts } from "@travesia/core";
import { Link } from "react-router-dom";
import { useLanguageCode } from "../../i18n/LanguageContext";
import card from "../../shared/results/resultCard.module.css";
import { useActivityT } from "../useActivityT";
import styles from "./ActivityCard.module.css";
import { ActivityImage } from "./ActivityImage";

const FIRST_IMAGE = { loading: "eager", fetchPriority: "high" } as const;
const LATER_IMAGE = { loading: "lazy" } as const;

/** Props of {@link ActivityCardView}: what an activity's card shows, as texts. */
export interface ActivityCardViewProps {
  readonly activityId: string;
  /** The image's address; empty for one of the default activity images. */
  readonly image: string;
  /** Core's `activityCardTexts`; an empty `freeCancellation` draws no line (a stand-in's empty line is hidden). */
  readonly texts: ActivityCardTexts;
  /** The detail page's address; null for a card that leads nowhere yet (the shell's stand-in). */
  readonly href: string | null;
  /** The page's first card: its image is loaded at once, as the page's largest element, not lazily. */
  readonly first?: boolean | undefined;
}

/** One activity in the results: image, category, name, duration and languages, rating, free cancellation, from-price. */
export const ActivityCardView = ({ activityId, image, texts, href, first = false }: ActivityCardViewProps) => {
  const t = useActivityT();
  const detail = (
    <>
      {t("activity.seeDetail")}
      <span className="visually-hidden">: {texts.name}</span>
    </>
  );
  return (
    <article className={`${card.card} ${styles.columns}`} aria-labelledby={`activity-${activityId}`}>
      <ActivityImage
        className={styles.image}
        activityId={activityId}
        src={image}
        alt=""
        width={240}
        height={160}
        {...(first ? FIRST_IMAGE : LATER_IMAGE)}
      />
      <div className={card.body}>
        <p className={card.muted}>{texts.category}</p>
        <h3 id={`activity-${activityId}`} className={card.name}>
          {texts.name}
        </h3>
        <p>{texts.details}</p>
        <p>{texts.reviews}</p>
        {texts.freeCancellation === "" ? null : <p className={card.good}>{texts.freeCancellation}</p>}
      </div>
      <div className={card.side}>
        <p className={card.price}>{texts.price}</p>
        {href === null ? (
          <span className={card.link}>{detail}</span>
        ) : (
          <Link className={card.link} to={href}>
            {detail}
          </Link>
        )}
      </div>
    </article>
  );
};

/** Props of {@link ActivityCard}: an activity of the reply and its detail page's address. */
export interface ActivityCardProps {
  readonly activity: ActivitySummary;
  readonly href: string;
  readonly first?: boolean | undefined;
}

/** An activity of the reply as its card in the results, its texts in the page's language (core's `activityCardTexts`). */
export const ActivityCard = ({ activity, href, first }: ActivityCardProps) => {
  const language = useLanguageCode();
  return (
    <ActivityCardView
      activityId={activity.id}
      image={activity.image}
      texts={activityCardTexts(activity, language)}
      href={href}
      first={first}
    />
  );
};
