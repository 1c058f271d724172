import { useNewsletter } from "@travesia/hooks";
import { NewsletterBoxView } from "./NewsletterBox";

/** The newsletter box wired to `POST /api/newsletter`. */
const NewsletterBoxConnected = () => {
  const { status, data, error, actions } = useNewsletter();
  return (
    <NewsletterBoxView
      status={status}
      email={data.email}
      issues={data.issues}
      serverErrors={data.serverErrors}
      error={error}
      onEmailChange={actions.setEmail}
      onSubmit={() => void actions.submit()}
    />
  );
};

export default NewsletterBoxConnected;
