import { lazyWidget } from "../widgets/lazyWidget";
import styles from "./ChatPopup.module.css";
import { ChatIcon } from "./icons";

/** Props of the stateless chat-with-representative popup (spec 000 §2: "title, message, action button"). */
export interface ChatPopupViewProps {
  readonly title: string;
  readonly message: string;
  readonly actionLabel: string;
  readonly actionUrl: string;
}

/** The floating button, shared by the placeholder and the widget. */
export const ChatButtonFace = ({ title }: Pick<ChatPopupViewProps, "title">) => (
  <>
    <ChatIcon />
    <span className="visually-hidden">{title}</span>
  </>
);

const ChatPlaceholder = ({ title }: ChatPopupViewProps) => (
  <div className={styles.chat}>
    <button type="button" className={styles.button} aria-disabled="true">
      <ChatButtonFace title={title} />
    </button>
  </div>
);

/** The chat popup: a Headless UI popover from a floating button, loaded after the first paint. */
export const ChatPopupView = lazyWidget(() => import("./ChatPopupWidget"), ChatPlaceholder);
