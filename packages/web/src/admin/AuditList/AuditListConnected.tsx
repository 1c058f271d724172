import { useAdminAudit } from "@travesia/hooks";
import { AuditList } from "./AuditList";

/** The change log wired to the back office's calls (`useAdminAudit`). */
export const AuditListConnected = () => {
  const audit = useAdminAudit();
  return (
    <AuditList
      entries={audit.data.entries}
      undoing={audit.data.undoing}
      outcome={audit.data.outcome}
      onUndo={(entryId) => void audit.actions.undo(entryId)}
    />
  );
};
