import { useNewsletter } from "@travesia/hooks";
import { NewsletterBox } from "./NewsletterBox";

/** The newsletter box wired to `POST /api/newsletter`. */
export const NewsletterBoxConnected = () => {
  const { status, data, error, actions } = useNewsletter();
  return (
    <NewsletterBox
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
