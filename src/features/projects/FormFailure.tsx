/** Why a form's save failed, read out when it appears; nothing while there is none. */
export function FormFailure({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="alert" className="ant-form-item-explain-error">
      {text}
    </p>
  );
}
