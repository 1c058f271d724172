import { lazyWidget } from "../../shared/lazyWidget";
import { NewsletterBox } from "./NewsletterBox";

const ignore = () => undefined;

/** What shows while the newsletter code loads: the same box, waiting (read-only, its button not yet able to act). */
const NewsletterPlaceholder = () => (
  <NewsletterBox
    status="idle"
    email=""
    issues={[]}
    serverErrors={[]}
    error={null}
    onEmailChange={ignore}
    onSubmit={ignore}
    waiting
  />
);

/** The newsletter box of the footer, its hook and validation loaded after the first paint (it sits below the fold). */
export const NewsletterBoxLazy = lazyWidget(
  async () => ({ default: (await import("./NewsletterBoxConnected")).NewsletterBoxConnected }),
  NewsletterPlaceholder,
);
