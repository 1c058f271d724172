import { useCustomTextEditor, useCustomTexts } from "@travesia/hooks";
import { CustomTextEditor } from "./CustomTextEditor";
import { CustomTexts } from "./CustomTexts";

/** The custom texts module wired to the back office's calls (`useCustomTexts`, `useCustomTextEditor`). */
export const CustomTextsConnected = () => {
  const list = useCustomTexts();
  const editor = useCustomTextEditor(list.data.variant);
  const { editing } = editor.data;
  return (
    <CustomTexts
      variants={list.data.variants}
      variant={list.data.variant}
      search={list.data.search}
      texts={list.data.texts}
      onVariant={(id) => {
        editor.actions.cancel();
        list.actions.chooseVariant(id);
      }}
      onSearch={list.actions.find}
      onEdit={editor.actions.edit}
      editor={
        editing === null ? null : (
          <CustomTextEditor
            key={editing.key}
            text={editing}
            draft={editor.data.draft}
            issues={editor.data.issues}
            status={editor.status}
            onDraft={editor.actions.setDraft}
            onSave={() => void editor.actions.save()}
            onCancel={editor.actions.cancel}
          />
        )
      }
    />
  );
};
