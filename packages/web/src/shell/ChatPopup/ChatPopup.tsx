import { CloseButton, Popover, PopoverButton, PopoverPanel } from "@headlessui/react";
import { useT } from "../../i18n/LanguageContext";
import { CloseIcon } from "../../shared/icons";
import styles from "./ChatPopup.module.css";
import { ChatButtonFace, type ChatPopupProps } from "./ChatPopupPlaceholder";

/** The interactive chat popup (Headless UI popover, positioned by CSS above its button). */
export const ChatPopup = ({ title, message, actionLabel, actionUrl }: ChatPopupProps) => {
  const t = useT();
  return (
    <Popover className={styles.chat}>
      <PopoverButton className={styles.button} data-testid="chat-button">
        <ChatButtonFace />
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
