import page from "../../shared/Page.module.css";

/** Props of {@link ImageUploadField}. */
export interface ImageUploadFieldProps {
  readonly id: string;
  readonly label: string;
  readonly disabled: boolean;
  readonly onFile: (file: File) => void;
}

/**
 * A labelled file input for one image (spec 000 §5: jpg, png, jpeg, bmp, gif). The browser's picker offers those
 * formats; the hooks check the file with core's `checkImageUpload` before sending it, and the server again.
 */
export const ImageUploadField = ({ id, label, disabled, onFile }: ImageUploadFieldProps) => (
  <span className={page.field}>
    <label htmlFor={id}>{label}</label>
    <input
      id={id}
      type="file"
      accept=".jpg,.jpeg,.png,.bmp,.gif,image/jpeg,image/png,image/bmp,image/gif"
      disabled={disabled}
      onChange={(event) => {
        const file = event.target.files?.[0];
        if (file !== undefined) onFile(file);
        event.target.value = "";
      }}
    />
  </span>
);
