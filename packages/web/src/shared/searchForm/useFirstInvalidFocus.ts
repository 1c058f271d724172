import { useCallback, useEffect, useRef, useState } from "react";

/** After a refused submit, moves the focus to the form's first invalid field, whose message it then reads. */
export const useFirstInvalidFocus = () => {
  const formRef = useRef<HTMLFormElement>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [request]);
  const focusFirstInvalid = useCallback(() => setRequest((n) => n + 1), []);
  return { formRef, focusFirstInvalid };
};
