import type { AdminIssue } from "@travesia/core";
import { useState } from "react";
import { httpBodyOf } from "../query/endpointError.js";
import { usePortalQuery } from "../query/portalQueryClient.js";
import { issuesOfReply } from "./issuesOfReply.js";

/** How the last save of a content module went. */
export type ContentSaveStatus = "idle" | "saving" | "saved" | "failed";

/**
 * A content module's save: runs it, then asks every cached reply again (the back office's and the portal's: a
 * promotion or an airline's name shows on the portal at once), and keeps the refused call's field issues.
 */
export const useContentSave = () => {
  const { client } = usePortalQuery();
  const [status, setStatus] = useState<ContentSaveStatus>("idle");
  const [issues, setIssues] = useState<readonly AdminIssue[]>([]);
  const run = async (save: () => Promise<unknown>, local: readonly AdminIssue[] = []): Promise<boolean> => {
    if (local.length > 0) {
      setIssues(local);
      setStatus("failed");
      return false;
    }
    setIssues([]);
    setStatus("saving");
    try {
      await save();
      await client.invalidateQueries();
      setStatus("saved");
      return true;
    } catch (error) {
      setIssues(issuesOfReply(httpBodyOf(error)));
      setStatus("failed");
      return false;
    }
  };
  return { status, issues, run, reset: () => setStatus("idle") };
};
