import {
  BoldOutlined,
  DisconnectOutlined,
  EnterOutlined,
  FontColorsOutlined,
  LinkOutlined,
  RedoOutlined,
  StopOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { Button, Input, Popover, Tooltip, theme, type PopoverProps } from 'antd';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import {
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { t } from '../../i18n';
import { toLinkAddress } from './link-address';
import { HEADING_LEVELS, type HeadingLevel } from '../../../markup/allow-list';

interface ToolbarProps {
  editor: Editor;
  disabled: boolean;
  /** Where popovers go: inside the editor, so that a modal's focus trap lets them be used. */
  popupContainer: () => HTMLElement;
  /** The id of the text area the toolbar formats. */
  controls?: string;
  /** The text area's name, which names the toolbar too when a form has several editors. */
  field?: string;
}

/** Keeps the editor's focus and selection when a toolbar button is pressed with the mouse. */
const keepEditorFocus = (event: MouseEvent) => event.preventDefault();

const withKeys = (label: string, keys: string) => t('richText.shortcut', { label, keys });

/** A colour as #rrggbb for the native colour input, which accepts nothing else. */
function toHex6(colour: string | null): string {
  if (!colour) return '#000000';
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(colour);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  if (/^#[0-9a-f]{6}/i.test(colour)) return colour.slice(0, 7);
  const rgb = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)/i.exec(colour);
  if (rgb) {
    return `#${rgb
      .slice(1, 4)
      .map((part) =>
        Math.min(255, Math.round(Number(part)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
  }
  return '#000000';
}

interface ItemProps {
  label: string;
  tooltip?: string;
  icon?: ReactNode;
  children?: ReactNode;
  pressed?: boolean;
  disabled?: boolean;
  /** Whether this button is the toolbar's one tab stop. */
  tabStop: boolean;
  onFocus: () => void;
  onClick?: () => void;
  /** A panel the button opens, instead of a command it runs. */
  popover?: Omit<PopoverProps, 'children'>;
}

function Item({
  label,
  tooltip,
  icon,
  children,
  pressed,
  disabled,
  tabStop,
  onFocus,
  onClick,
  popover,
}: ItemProps) {
  const button = (
    <Tooltip
      title={tooltip ?? label}
      trigger={['hover', 'focus']}
      mouseEnterDelay={0.4}
      // The panel a button opens covers its tooltip's place.
      open={popover?.open ? false : undefined}
    >
      <Button
        type="text"
        size="small"
        className={`bo-rte__button${pressed ? ' bo-rte__button--on' : ''}`}
        data-rte-item=""
        aria-label={label}
        aria-pressed={pressed}
        aria-haspopup={popover ? 'dialog' : undefined}
        aria-expanded={popover ? Boolean(popover.open) : undefined}
        tabIndex={tabStop ? 0 : -1}
        icon={icon}
        disabled={disabled}
        onMouseDown={keepEditorFocus}
        onFocus={onFocus}
        onClick={onClick}
      >
        {children}
      </Button>
    </Tooltip>
  );
  return popover ? <Popover {...popover}>{button}</Popover> : button;
}

/**
 * The editor's toolbar: a WAI-ARIA toolbar, one tab stop; the arrow keys, Home and End move
 * between its buttons. Every button has a Dutch name and a tooltip with its shortcut.
 */
export function Toolbar({ editor, disabled, popupContainer, controls, field }: ToolbarProps) {
  const { token } = theme.useToken();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      heading: HEADING_LEVELS.find((level) => e.isActive('heading', { level })) ?? null,
      colour: (e.getAttributes('textStyle').color as string | undefined) ?? null,
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const toolbarRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState('bold');
  const [colourOpen, setColourOpen] = useState(false);
  const [linkOpen, setLinkOpen] = useState(false);
  const [address, setAddress] = useState('');
  const [addressInvalid, setAddressInvalid] = useState(false);
  const addressId = useId();
  const addressErrorId = useId();
  const firstSwatch = useRef<HTMLButtonElement>(null);

  const palette = [
    { label: t('richText.colour.primary'), value: token.colorPrimary },
    { label: t('richText.colour.dark'), value: token.colorTextBase },
    { label: t('richText.colour.red'), value: '#c62828' },
    { label: t('richText.colour.orange'), value: '#b45309' },
    { label: t('richText.colour.green'), value: '#2e7d32' },
    { label: t('richText.colour.blue'), value: '#1d4ed8' },
  ];

  const items: {
    key: string;
    enabled: boolean;
  }[] = [
    { key: 'bold', enabled: !disabled },
    ...HEADING_LEVELS.map((level) => ({ key: `h${level}`, enabled: !disabled })),
    { key: 'colour', enabled: !disabled },
    { key: 'link', enabled: !disabled },
    { key: 'unlink', enabled: !disabled && state.link },
    { key: 'break', enabled: !disabled },
    { key: 'undo', enabled: !disabled && state.canUndo },
    { key: 'redo', enabled: !disabled && state.canRedo },
  ];
  const tabStop =
    items.find((item) => item.key === current && item.enabled)?.key ??
    items.find((item) => item.enabled)?.key;
  const item = (key: string) => ({
    tabStop: key === tabStop,
    onFocus: () => setCurrent(key),
    disabled: !items.find((candidate) => candidate.key === key)?.enabled,
  });

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = Array.from(
      toolbarRef.current?.querySelectorAll<HTMLButtonElement>('[data-rte-item]:not(:disabled)') ??
        [],
    );
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    const last = buttons.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    buttons[next].focus();
  };

  /**
   * A command chain that starts in the text. The editor's own focus() waits a frame when the
   * focus is elsewhere (a toolbar button, a popover's field): keys pressed right after would
   * land there instead of in the text.
   */
  const inText = () => {
    if (!editor.view.hasFocus()) editor.view.focus();
    return editor.chain().focus();
  };

  /** Escape closes a popover and returns to the text, without closing a modal around it. */
  const closeOnEscape = (close: () => void) => (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    event.preventDefault();
    close();
    inText().run();
  };

  const toggleHeading = (level: HeadingLevel) => inText().toggleHeading({ level }).run();

  const applyColour = (colour: string) => {
    inText().setColor(colour).run();
    setColourOpen(false);
  };
  const removeColour = () => {
    inText().unsetColor().run();
    setColourOpen(false);
  };

  const openLink = (open: boolean) => {
    if (open) {
      setAddress(state.href);
      setAddressInvalid(false);
    }
    setLinkOpen(open);
  };
  const applyLink = () => {
    const href = toLinkAddress(address);
    if (!href) {
      setAddressInvalid(true);
      return;
    }
    const { empty } = editor.state.selection;
    if (state.link) {
      inText().extendMarkRange('link').setLink({ href }).run();
    } else if (empty) {
      // Nothing selected: the address itself becomes the link's text.
      inText()
        .insertContent({
          type: 'text',
          text: address.trim(),
          marks: [{ type: 'link', attrs: { href } }],
        })
        .unsetMark('link')
        .run();
    } else {
      inText().setLink({ href }).run();
    }
    setLinkOpen(false);
  };

  const colourPanel = (
    // The group hears Escape from the fields inside it: it closes the panel.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      className="bo-rte__panel"
      role="group"
      aria-label={t('richText.colour')}
      onKeyDown={closeOnEscape(() => setColourOpen(false))}
    >
      <div className="bo-rte__swatches">
        {palette.map((colour, index) => (
          <Tooltip key={colour.value} title={colour.label} mouseEnterDelay={0.3}>
            <button
              ref={index === 0 ? firstSwatch : undefined}
              type="button"
              className="bo-rte__swatch"
              style={{ background: colour.value }}
              aria-label={colour.label}
              aria-pressed={state.colour?.toLowerCase() === colour.value.toLowerCase()}
              onMouseDown={keepEditorFocus}
              onClick={() => applyColour(colour.value)}
            />
          </Tooltip>
        ))}
      </div>
      <label className="bo-rte__custom-colour">
        <input
          type="color"
          value={toHex6(state.colour)}
          onChange={(event) => editor.chain().setColor(event.target.value).run()}
        />
        <span>{t('richText.colour.custom')}</span>
      </label>
      <Button
        size="small"
        icon={<StopOutlined />}
        onMouseDown={keepEditorFocus}
        onClick={removeColour}
        disabled={!state.colour}
        block
      >
        {t('richText.colour.remove')}
      </Button>
    </div>
  );

  const linkPanel = (
    // The group hears Escape from the fields inside it: it closes the panel.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      className="bo-rte__panel bo-rte__panel--link"
      role="group"
      aria-label={state.link ? t('richText.link.edit') : t('richText.link.add')}
      onKeyDown={closeOnEscape(() => setLinkOpen(false))}
    >
      <label htmlFor={addressId} className="bo-rte__panel-label">
        {t('richText.link.address')}
      </label>
      <Input
        id={addressId}
        autoFocus
        value={address}
        placeholder={t('richText.link.placeholder')}
        status={addressInvalid ? 'error' : undefined}
        aria-invalid={addressInvalid}
        aria-describedby={addressInvalid ? addressErrorId : undefined}
        onChange={(event) => {
          setAddress(event.target.value);
          setAddressInvalid(false);
        }}
        // Enter applies the link, and must not submit a form around the editor.
        onPressEnter={(event) => {
          event.preventDefault();
          applyLink();
        }}
      />
      {addressInvalid && (
        <div id={addressErrorId} role="alert" className="bo-rte__panel-error">
          {t('richText.link.invalid')}
        </div>
      )}
      <div className="bo-rte__panel-actions">
        <Button
          size="small"
          onClick={() => {
            setLinkOpen(false);
            inText().run();
          }}
        >
          {t('richText.cancel')}
        </Button>
        <Button size="small" type="primary" onClick={applyLink}>
          {t('richText.link.apply')}
        </Button>
      </div>
    </div>
  );

  const panel: Omit<PopoverProps, 'children'> = {
    trigger: 'click',
    placement: 'bottomLeft',
    getPopupContainer: popupContainer,
    destroyOnHidden: true,
    arrow: false,
  };

  const separator = <span className="bo-rte__separator" aria-hidden="true" />;

  return (
    <div
      ref={toolbarRef}
      role="toolbar"
      aria-label={field ? t('richText.toolbarFor', { field }) : t('richText.toolbar')}
      aria-controls={controls}
      aria-disabled={disabled || undefined}
      className="bo-rte__toolbar"
      onKeyDown={moveFocus}
    >
      <Item
        {...item('bold')}
        label={t('richText.bold')}
        tooltip={withKeys(t('richText.bold'), 'Ctrl+B')}
        icon={<BoldOutlined />}
        pressed={state.bold}
        onClick={() => inText().toggleBold().run()}
      />
      {separator}
      {HEADING_LEVELS.map((level) => (
        <Item
          key={level}
          {...item(`h${level}`)}
          // The name starts with what the button shows ("H1"), so saying it selects it.
          label={t('richText.headingButton', { level })}
          tooltip={withKeys(t('richText.heading', { level }), `Ctrl+Alt+${level}`)}
          pressed={state.heading === level}
          onClick={() => toggleHeading(level)}
        >
          <span className="bo-rte__heading-label">H{level}</span>
        </Item>
      ))}
      {separator}
      <Item
        {...item('colour')}
        label={t('richText.colour')}
        icon={
          <span className="bo-rte__colour-icon">
            <FontColorsOutlined />
            <span
              className="bo-rte__colour-bar"
              style={{ background: state.colour ?? 'currentColor' }}
            />
          </span>
        }
        popover={{
          ...panel,
          open: colourOpen && !disabled,
          onOpenChange: setColourOpen,
          content: colourPanel,
          afterOpenChange: (open) => {
            if (open) firstSwatch.current?.focus();
          },
        }}
      />
      {separator}
      <Item
        {...item('link')}
        label={state.link ? t('richText.link.edit') : t('richText.link.add')}
        pressed={state.link}
        icon={<LinkOutlined />}
        popover={{
          ...panel,
          open: linkOpen && !disabled,
          onOpenChange: openLink,
          content: linkPanel,
        }}
      />
      <Item
        {...item('unlink')}
        label={t('richText.link.remove')}
        icon={<DisconnectOutlined />}
        onClick={() => inText().extendMarkRange('link').unsetLink().run()}
      />
      {separator}
      <Item
        {...item('break')}
        label={t('richText.lineBreak')}
        tooltip={withKeys(t('richText.lineBreak'), 'Shift+Enter')}
        icon={<EnterOutlined />}
        onClick={() => inText().setHardBreak().run()}
      />
      {separator}
      <Item
        {...item('undo')}
        label={t('richText.undo')}
        tooltip={withKeys(t('richText.undo'), 'Ctrl+Z')}
        icon={<UndoOutlined />}
        onClick={() => inText().undo().run()}
      />
      <Item
        {...item('redo')}
        label={t('richText.redo')}
        tooltip={withKeys(t('richText.redo'), 'Ctrl+Y')}
        icon={<RedoOutlined />}
        onClick={() => inText().redo().run()}
      />
    </div>
  );
}
