import { CloseButton, Popover, PopoverButton, PopoverPanel } from "@headlessui/react";
import { useT } from "../i18n/LanguageContext";
import { ChatButtonFace, type ChatPopupViewProps } from "./ChatPopup";
import styles from "./ChatPopup.module.css";
import { CloseIcon } from "./icons";

/** The interactive chat popup (Headless UI popover, positioned by CSS above its button). */
const ChatPopupWidget = ({ title, message, actionLabel, actionUrl }: ChatPopupViewProps) => {
  const t = useT();
  return (
    <Popover className={styles.chat}>
      <PopoverButton className={styles.button} data-testid="chat-button">
        <ChatButtonFace title={title} />
      </PopoverButton>
      <PopoverPanel className={styles.panel} aria-labelledby="chat-title">
        <div className={styles.header}>
          <h2 id="chat-title" className={styles.title}>
            {title}
          </h2>
          <CloseButton className={styles.close}>
            <CloseIcon />
            <span className="visually-hidden">{t("shell.close")}</span>
          </CloseButton>
        </div>
        <p className={styles.message}>{message}</p>
        <a className={styles.action} href={actionUrl} target="_blank" rel="noopener noreferrer">
          {actionLabel}
        </a>
      </PopoverPanel>
    </Popover>
  );
};

export default ChatPopupWidget;
