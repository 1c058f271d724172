import { useDeadlineDigest } from "@travesia/hooks";
import { DeadlineDigestForm } from "./DeadlineDigestForm";

/** The daily digest's form wired to the agent's schedule; nothing for a visitor. */
export const DeadlineDigestFormConnected = () => {
  const digest = useDeadlineDigest();
  if (digest.status === "off") return null;
  return (
    <DeadlineDigestForm
      status={digest.status}
      hour={digest.data.hour}
      timeZone={digest.data.timeZone}
      saved={digest.data.saved}
      onSave={(hour) => void digest.actions.save(hour)}
    />
  );
};
