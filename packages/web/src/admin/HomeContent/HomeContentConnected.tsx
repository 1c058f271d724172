import {
  type AdminIssue,
  addHomeItem,
  HOME_LISTS,
  type HomeList,
  type HomeListItem,
  moveHomeItem,
  removeHomeItem,
  retitleHomeItem,
} from "@travesia/core";
import { useHomeContent } from "@travesia/hooks";
import { Result } from "effect";
import { useId, useState } from "react";
import page from "../../shared/Page.module.css";
import styles from "../Admin.module.css";
import { useAdminT } from "../adminText";
import { HomeBackgroundsConnected } from "./HomeBackgroundsConnected";
import { HomeListEditor } from "./HomeListEditor";

type Drafts = Partial<Record<HomeList, readonly HomeListItem[]>>;

/**
 * The "home content" module: the home's background images (`HomeBackgroundsConnected`), and its promotions and
 * recommended hotels, each edited as a draft (core's home list
 * edits) and saved whole; the home shows a saved list on its next load.
 */
export const HomeContentConnected = () => {
  const t = useAdminT();
  const id = useId();
  const home = useHomeContent();
  const [drafts, setDrafts] = useState<Drafts>({});
  const [destinations, setDestinations] = useState<Partial<Record<HomeList, string>>>({});
  const [local, setLocal] = useState<Partial<Record<HomeList, AdminIssue>>>({});
  const [saving, setSaving] = useState<HomeList | null>(null);
  const itemsOf = (list: HomeList) => drafts[list] ?? home.data.lists[list];
  const edit = (list: HomeList, next: readonly HomeListItem[]) => setDrafts((all) => ({ ...all, [list]: next }));
  const save = async (list: HomeList) => {
    setSaving(list);
    const saved = await home.actions.saveList(list, itemsOf(list));
    setSaving(null);
    if (saved) setDrafts((all) => ({ ...all, [list]: undefined }));
  };
  return (
    <section className={styles.content} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {t("admin.module.home")}
      </h2>
      <p role="status" className={home.data.save === "failed" ? styles.issue : styles.status}>
        {home.data.save === "saved"
          ? t("admin.content.saved")
          : home.data.save === "failed"
            ? t("admin.content.saveFailed")
            : ""}
      </p>
      {home.status === "loading" ? <p className={page.muted}>{t("admin.loading")}</p> : null}
      <HomeBackgroundsConnected />
      {HOME_LISTS.map((list) => {
        const issue = local[list];
        return (
          <HomeListEditor
            key={list}
            list={list}
            items={itemsOf(list)}
            destination={destinations[list] ?? null}
            issues={issue === undefined ? (saving === null ? home.data.issues : []) : [issue]}
            saving={saving === list}
            onDestination={(code) => setDestinations((all) => ({ ...all, [list]: code }))}
            onAdd={(item) => {
              const added = addHomeItem(itemsOf(list), item);
              setLocal((all) => ({ ...all, [list]: Result.isFailure(added) ? added.failure : undefined }));
              if (Result.isSuccess(added)) edit(list, added.success);
            }}
            onMove={(index, offset) => edit(list, moveHomeItem(itemsOf(list), index, offset))}
            onRemove={(index) => edit(list, removeHomeItem(itemsOf(list), index))}
            onRetitle={(index, title) => edit(list, retitleHomeItem(itemsOf(list), index, title))}
            onSave={() => void save(list)}
          />
        );
      })}
    </section>
  );
};
