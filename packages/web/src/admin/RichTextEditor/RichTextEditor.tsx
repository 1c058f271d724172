import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import styles from "./RichTextEditor.module.css";

/** Props of {@link RichTextEditor}. */
export interface RichTextEditorProps {
  /** The id of the element naming the field (its `<label>`): the editable area is labelled by it. */
  readonly labelId: string;
  /** The HTML it starts with (the saved description, sanitised by the server). */
  readonly initialHtml: string;
  readonly onChange: (html: string) => void;
  /** The toolbar's name and its buttons' names, in the admin's language. */
  readonly labels: {
    readonly toolbar: string;
    readonly bold: string;
    readonly italic: string;
    readonly bulletList: string;
    readonly numberedList: string;
  };
}

/**
 * The description's rich-text field (TipTap over ProseMirror: paragraphs, bold, italic, bulleted and numbered lists,
 * undo), in a chunk of its own that only the back office loads. TipTap's injected `<style>` is off (the portal's CSP
 * allows no inline style element): its few rules are in this folder's stylesheet. What it gives is HTML that the
 * server sanitises with its allowlist before storing it.
 */
export const RichTextEditor = ({ labelId, initialHtml, onChange, labels }: RichTextEditorProps) => {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: false,
      }),
    ],
    content: initialHtml,
    injectCSS: false,
    editorProps: {
      attributes: {
        class: styles.editable ?? "",
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
    }),
  });
  const buttons = [
    [labels.bold, "B", active.bold, () => editor.chain().focus().toggleBold().run()],
    [labels.italic, "I", active.italic, () => editor.chain().focus().toggleItalic().run()],
    [labels.bulletList, "•", active.bulletList, () => editor.chain().focus().toggleBulletList().run()],
    [labels.numberedList, "1.", active.orderedList, () => editor.chain().focus().toggleOrderedList().run()],
  ] as const;
  return (
    <div className={styles.frame}>
      <div role="toolbar" aria-label={labels.toolbar} className={styles.toolbar}>
        {buttons.map(([label, glyph, pressed, run]) => (
          <button
            key={label}
            type="button"
            className={styles.button}
            aria-pressed={pressed}
            title={label}
            // The text keeps the focus (and the selection a format applies to) when a button is pressed by pointer.
            onMouseDown={(event) => event.preventDefault()}
            onClick={run}
          >
            <span aria-hidden="true">{glyph}</span>
            <span className="visually-hidden">{label}</span>
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
};
