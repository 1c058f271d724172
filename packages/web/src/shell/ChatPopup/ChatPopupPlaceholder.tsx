import { useT } from "../../i18n/LanguageContext";
import { ChatIcon } from "../../shared/icons";
import styles from "./ChatPopup.module.css";

/** Props of the stateless chat-with-representative popup (spec 000 §2: "title, message, action button"). */
export interface ChatPopupProps {
  readonly title: string;
  readonly message: string;
  readonly actionLabel: string;
  readonly actionUrl: string;
}

/**
 * The floating button's face, shared by the placeholder and the widget. Its name is the portal's own text in the
 * interface language ('¿Necesitás ayuda?', 'Need help?', 'Precisa de ajuda?'); the server's title heads the panel.
 */
export const ChatButtonFace = () => {
  const t = useT();
  return (
    <>
      <ChatIcon />
      <span className="visually-hidden">{t("shell.chatTitle")}</span>
    </>
  );
};

/** What shows until the Headless UI code arrives: the same button, inert. */
export const ChatPopupPlaceholder = (_props: ChatPopupProps) => (
  <div className={styles.chat}>
    <button type="button" className={styles.button} aria-disabled="true">
      <ChatButtonFace />
    </button>
  </div>
);
