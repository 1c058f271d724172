import { useEffect, useState } from "react";
import { useT } from "../i18n/LanguageContext";
import styles from "./BackToTop.module.css";
import { ArrowUpIcon } from "./icons";

/**
 * Spec 000 §9 / spec 002 §2: "Back-to-top after 300 px". RULE TO MOVE TO CORE: core does not name this constant
 * yet; the view keeps the spec's value here until it does.
 */
export const BACK_TO_TOP_AFTER_PX = 300;

/** Props of the stateless back-to-top button. */
export interface BackToTopViewProps {
  readonly visible: boolean;
  readonly onClick: () => void;
}

/** The back-to-top button; absent until the page has scrolled far enough. */
export const BackToTopView = ({ visible, onClick }: BackToTopViewProps) => {
  const t = useT();
  if (!visible) return null;
  return (
    <button type="button" className={styles.button} onClick={onClick} data-testid="back-to-top">
      <ArrowUpIcon />
      <span className="visually-hidden">{t("shell.backToTop")}</span>
    </button>
  );
};

/** The back-to-top button wired to the window's scroll position; going up moves the focus to the page's top. */
export const BackToTop = () => {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_AFTER_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return (
    <BackToTopView
      visible={visible}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: "smooth" });
        document.getElementById("top")?.focus({ preventScroll: true });
      }}
    />
  );
};
