import { App, Button, Form, Modal, type FormInstance, type FormProps, type ModalProps } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { t } from '../../i18n';
import './form-modal.css';

export interface FormModalProps<Values> {
  open: boolean;
  title: ReactNode;
  form: FormInstance<Values>;
  /** What the form starts from; closing asks first only when the values differ from these. */
  initialValues?: Partial<Values>;
  /** Runs on a valid submit; while its promise is pending the modal shows it is saving. */
  onFinish: (values: Values) => unknown;
  /** Closes the modal, throwing away what was typed. */
  onClose: () => void;
  /** Saving from outside (a mutation in flight), on top of a pending `onFinish`. */
  saving?: boolean;
  saveText?: string;
  cancelText?: string;
  width?: ModalProps['width'];
  /** Further form props: layout, className, … */
  formProps?: Omit<FormProps<Values>, 'form' | 'initialValues' | 'onFinish' | 'disabled'>;
  children: ReactNode;
}

/**
 * The field a form modal puts the focus in once it is open: React's `autoFocus`, and a mark the
 * modal focuses again once it is shown. Without antd's motion (a person who prefers reduced
 * motion) the field mounts while the dialog is still hidden, where `autoFocus` does nothing.
 */
export const focusedOnOpen = (on = true) =>
  on ? { autoFocus: true, 'data-focus-on-open': true } : {};

/** Empty text, null and undefined are the same "nothing" to a person looking at a form. */
function normalise(value: unknown): string {
  return value === undefined || value === null || value === '' ? '' : JSON.stringify(value);
}

function differs(values: Record<string, unknown>, initial: Record<string, unknown>): boolean {
  const keys = new Set([...Object.keys(values), ...Object.keys(initial)]);
  for (const key of keys) {
    if (normalise(values[key]) !== normalise(initial[key])) return true;
  }
  return false;
}

/**
 * The generic modal of docs/product.md § Conventions around an antd Form: a dark full-screen backdrop, a panel and
 * a close icon. Escape, the close icon and the backdrop close an unchanged form at once and ask
 * first on a changed one; the cancel button is an explicit choice and closes. While saving,
 * nothing closes it.
 */
export function FormModal<Values>({
  open,
  title,
  form,
  initialValues,
  onFinish,
  onClose,
  saving: savingOutside = false,
  saveText = t('formModal.save'),
  cancelText = t('formModal.cancel'),
  width = 820,
  formProps,
  children,
}: FormModalProps<Values>) {
  const { modal } = App.useApp();
  const [pending, setPending] = useState(false);
  const saving = savingOutside || pending;
  const asking = useRef(false);
  const body = useRef<HTMLDivElement>(null);

  const changed = () => {
    if (!form.isFieldsTouched()) return false;
    if (!initialValues) return true;
    return differs(
      form.getFieldsValue(true) as Record<string, unknown>,
      initialValues as Record<string, unknown>,
    );
  };

  const requestClose = async () => {
    if (saving || asking.current) return;
    if (!changed()) {
      onClose();
      return;
    }
    asking.current = true;
    // Where editing goes on when the question is answered 'keep editing': the field that had the
    // focus, or else the form's first field (a click on the backdrop leaves the focus nowhere,
    // and Escape only reaches a dialog that holds the focus).
    const editing = document.activeElement;
    const keepEditing = () => {
      const inForm = editing instanceof HTMLElement && body.current?.contains(editing);
      const target = inForm
        ? editing
        : body.current?.querySelector<HTMLElement>('input, textarea, [contenteditable="true"]');
      target?.focus();
    };
    let discarded = false;
    const discard = await modal.confirm({
      title: t('formModal.discardTitle'),
      content: t('formModal.discardText'),
      okText: t('formModal.discard'),
      cancelText: t('formModal.keepEditing'),
      okButtonProps: { danger: true },
      // Enter or a hasty click keeps the input: throwing it away takes a deliberate choice.
      focusable: { autoFocusButton: 'cancel' },
      className: 'bo-form-modal__confirm',
      onOk: () => {
        discarded = true;
      },
      // After the dialog's own focus restore, which would otherwise win.
      afterClose: () => {
        if (!discarded) keepEditing();
      },
    });
    asking.current = false;
    if (discard) onClose();
  };

  const finish = async (values: Values) => {
    setPending(true);
    try {
      await onFinish(values);
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      onCancel={() => void requestClose()}
      closable={{ disabled: saving, 'aria-label': t('formModal.close') }}
      keyboard={!saving}
      mask={{ closable: !saving }}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={saving}>
          {cancelText}
        </Button>,
        <Button key="save" type="primary" loading={saving} onClick={() => form.submit()}>
          {saveText}
        </Button>,
      ]}
      destroyOnHidden
      afterOpenChange={(shown) => {
        if (shown && !body.current?.contains(document.activeElement))
          body.current?.querySelector<HTMLElement>('[data-focus-on-open]')?.focus();
      }}
      width={width}
      style={{ top: 32 }}
      rootClassName="bo-form-modal"
    >
      <div ref={body}>
        <Form<Values>
          layout="vertical"
          {...formProps}
          form={form}
          initialValues={initialValues}
          onFinish={finish}
          disabled={saving}
        >
          {children}
        </Form>
      </div>
    </Modal>
  );
}
