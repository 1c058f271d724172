import { useT } from "../../i18n/LanguageContext";
import { ArrowUpIcon } from "../../shared/icons";
import styles from "./BackToTop.module.css";

/** Props of the stateless back-to-top button. */
export interface BackToTopProps {
  readonly visible: boolean;
  readonly onClick: () => void;
}

/** The back-to-top button; absent until the page has scrolled far enough. */
export const BackToTop = ({ visible, onClick }: BackToTopProps) => {
  const t = useT();
  if (!visible) return null;
  return (
    <button type="button" className={styles.button} onClick={onClick} data-testid="back-to-top">
      <ArrowUpIcon />
      <span className="visually-hidden">{t("shell.backToTop")}</span>
    </button>
  );
};
