import { act, screen, waitFor, within } from '@testing-library/react';
import { Editor } from '@tiptap/core';
import { Button, Form, type FormInstance } from 'antd';
import { createRef } from 'react';
import { renderWithProviders } from '../../test/render';
import { HOSTILE_INPUTS, HOSTILE_TEXT } from '../../../test/hostile-inputs';
import { richTextExtensions } from './extensions';
import RichTextEditor, { valueOf } from './RichTextEditor';
import { sanitizeRichText } from './sanitize';
import { RichTextEditor as LazyRichTextEditor } from './index';
import { RICH_TEXT_TAGS } from '../../../markup/allow-list';
import type { RichTextEditorHandle, SlashQuery } from './types';

interface Values {
  text?: string;
}

async function renderEditor({
  initial = '',
  disabled = false,
  required = false,
  lazy = false,
  onSubmitShortcut,
  onSlashQuery,
  onSlashKey,
}: {
  initial?: string;
  disabled?: boolean;
  required?: boolean;
  lazy?: boolean;
  onSubmitShortcut?: () => void;
  onSlashQuery?: (query: SlashQuery | null) => void;
  onSlashKey?: (event: KeyboardEvent) => boolean;
} = {}) {
  const form = createRef<FormInstance<Values>>();
  const handle = createRef<RichTextEditorHandle>();
  const onChange = jest.fn<void, [string]>();
  const onFinish = jest.fn<void, [Values]>();
  const Control = lazy ? LazyRichTextEditor : RichTextEditor;
  const view = await renderWithProviders(
    <Form<Values>
      ref={form}
      initialValues={{ text: initial }}
      disabled={disabled}
      onFinish={onFinish}
    >
      <Form.Item
        label="Tekst"
        name="text"
        rules={required ? [{ required: true, message: 'dit veld is verplicht' }] : []}
      >
        <Control
          rows={10}
          aria-label="Tekst"
          placeholder="Bijvoorbeeld: Welkom"
          onChange={onChange}
          onSubmitShortcut={onSubmitShortcut}
          onSlashQuery={onSlashQuery}
          onSlashKey={onSlashKey}
          ref={handle}
        />
      </Form.Item>
      <Button htmlType="submit">Opslaan</Button>
    </Form>,
  );
  return { ...view, form, handle, onChange, onFinish };
}

async function textbox() {
  return screen.findByRole('textbox', { name: 'Tekst' });
}

function editorOf(element: HTMLElement): Editor {
  return (element as HTMLElement & { editor: Editor }).editor;
}

/**
 * Types `text` at the selection as ProseMirror's input handling does (jsdom's contenteditable
 * loses characters when userEvent types into it): stored marks such as a pending bold apply.
 */
function type(editor: Editor, text: string) {
  act(() => {
    for (const character of text) editor.view.dispatch(editor.state.tr.insertText(character));
  });
}

/** The form's value once it has settled. */
async function expectValue(form: { current: FormInstance<Values> | null }, html: string) {
  await waitFor(() => expect(form.current?.getFieldValue('text')).toBe(html));
}

describe('RichTextEditor', () => {
  it('is a text area of the given rows with a Dutch toolbar', async () => {
    await renderEditor();
    const text = await textbox();
    expect(text).toHaveAttribute('contenteditable', 'true');
    expect(text).toHaveAttribute('aria-multiline', 'true');
    expect(text).toHaveAttribute('aria-placeholder', 'Bijvoorbeeld: Welkom');
    expect(text.closest('.bo-rte__scroll')).toHaveStyle({
      height: 'calc(10 * var(--bo-rte-line) + 10px)',
    });
    const toolbar = screen.getByRole('toolbar', { name: 'Opmaak van Tekst' });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'Vet',
      'H1 (kop 1)',
      'H2 (kop 2)',
      'H3 (kop 3)',
      'H4 (kop 4)',
      'H5 (kop 5)',
      'Tekstkleur',
      'Link toevoegen',
      'Link verwijderen',
      'Regeleinde',
      'Ongedaan maken',
      'Opnieuw',
    ]);
    expect(screen.getByText('Bijvoorbeeld: Welkom')).toBeInTheDocument();
  });

  it('reports typed text as HTML and hides the placeholder', async () => {
    const { user, form, onChange } = await renderEditor();
    const text = await textbox();
    await user.click(text);
    type(editorOf(text), 'Hallo');
    await expectValue(form, '<p>Hallo</p>');
    expect(onChange).toHaveBeenLastCalledWith('<p>Hallo</p>');
    expect(screen.queryByText('Bijvoorbeeld: Welkom')).not.toBeInTheDocument();
  });

  it('formats with the keyboard: Ctrl+B for bold, Shift+Enter for a line break', async () => {
    const { user, form } = await renderEditor();
    const text = await textbox();
    const editor = editorOf(text);
    await user.click(text);
    await user.keyboard('{Control>}b{/Control}');
    type(editor, 'vet');
    await user.keyboard('{Control>}b{/Control}');
    type(editor, ' en');
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    type(editor, 'nieuw');
    await expectValue(form, '<p><strong>vet</strong> en<br>nieuw</p>');
  });

  it('hands Ctrl+Enter and Cmd+Enter to onSubmitShortcut, without a line break', async () => {
    const onSubmitShortcut = jest.fn();
    const { user, form } = await renderEditor({ onSubmitShortcut });
    const text = await textbox();
    await user.click(text);
    type(editorOf(text), 'Hallo');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onSubmitShortcut).toHaveBeenCalledTimes(1);
    await user.keyboard('{Meta>}{Enter}{/Meta}');
    expect(onSubmitShortcut).toHaveBeenCalledTimes(2);
    await expectValue(form, '<p>Hallo</p>');
    expect(text.innerHTML).toBe('<p>Hallo</p>');
  });

  it('breaks the line on Ctrl+Enter when nothing asks for the shortcut', async () => {
    const { user, form } = await renderEditor();
    const text = await textbox();
    await user.click(text);
    type(editorOf(text), 'een');
    await user.keyboard('{Control>}{Enter}{/Control}');
    type(editorOf(text), 'twee');
    await expectValue(form, '<p>een<br>twee</p>');
  });

  it('formats with the toolbar: headings, colour, links', async () => {
    const { user, form } = await renderEditor({ initial: '<p>Welkom</p>' });
    const text = await textbox();
    const editor = editorOf(text);
    const toolbar = screen.getByRole('toolbar', { name: 'Opmaak van Tekst' });

    act(() => {
      editor.commands.selectAll();
    });
    await user.click(within(toolbar).getByRole('button', { name: 'H2 (kop 2)' }));
    await expectValue(form, '<h2>Welkom</h2>');
    expect(within(toolbar).getByRole('button', { name: 'H2 (kop 2)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    act(() => {
      editor.commands.selectAll();
    });
    await user.click(within(toolbar).getByRole('button', { name: 'Tekstkleur' }));
    await user.click(await screen.findByRole('button', { name: 'Petrol (huisstijl)' }));
    // ProseMirror writes styles through the CSSOM, which spells colours as rgb().
    await expectValue(form, '<h2><span style="color:rgb(13, 112, 112)">Welkom</span></h2>');

    act(() => {
      editor.commands.selectAll();
    });
    await user.click(within(toolbar).getByRole('button', { name: 'Link toevoegen' }));
    const address = await screen.findByLabelText('Adres van de link');
    await user.type(address, 'javascript:alert(1){Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Een link begint met https://, http://, mailto: of tel:.',
    );
    await user.clear(address);
    await user.type(address, 'www.example.be{Enter}');
    await expectValue(
      form,
      '<h2><a href="https://www.example.be" target="_blank" rel="noopener noreferrer"><span style="color:rgb(13, 112, 112)">Welkom</span></a></h2>',
    );

    await user.click(within(toolbar).getByRole('button', { name: 'Link verwijderen' }));
    // ProseMirror writes styles through the CSSOM, which spells colours as rgb().
    await expectValue(form, '<h2><span style="color:rgb(13, 112, 112)">Welkom</span></h2>');
  });

  it('undoes with Ctrl+Z to the previous value and redoes with Ctrl+Y and Ctrl+Shift+Z', async () => {
    const { user, form } = await renderEditor({ initial: '<p>Hallo</p>' });
    const text = await textbox();
    await user.click(text);
    act(() => {
      editorOf(text).commands.selectAll();
    });
    await user.keyboard('{Control>}b{/Control}');
    await expectValue(form, '<p><strong>Hallo</strong></p>');

    await user.keyboard('{Control>}z{/Control}');
    await expectValue(form, '<p>Hallo</p>');
    await user.keyboard('{Control>}y{/Control}');
    await expectValue(form, '<p><strong>Hallo</strong></p>');
    await user.keyboard('{Control>}z{/Control}');
    await expectValue(form, '<p>Hallo</p>');
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await expectValue(form, '<p><strong>Hallo</strong></p>');

    // The toolbar's buttons do the same.
    const toolbar = screen.getByRole('toolbar', { name: 'Opmaak van Tekst' });
    await user.click(within(toolbar).getByRole('button', { name: 'Ongedaan maken' }));
    await expectValue(form, '<p>Hallo</p>');
    // The first value was given, not typed: there is nothing before it to return to.
    expect(within(toolbar).getByRole('button', { name: 'Ongedaan maken' })).toBeDisabled();
  });

  it('reduces pasted foreign HTML to the allowed markup', async () => {
    const { form } = await renderEditor();
    const text = await textbox();
    act(() => {
      editorOf(text).view.pasteHTML(
        '<meta charset="utf-8"><div class="doc" style="font-family:Arial">' +
          '<h1 style="font-size:40px">Titel</h1><h6>Zes</h6>' +
          '<p>Een <i>schuine</i>, <u>onderlijnde</u> en <span style="font-weight:700">vette</span> tekst ' +
          '<span style="color:#e76f51;background:yellow">in kleur</span>, <span style="color:red">rood</span> ' +
          '<a href="https://example.be" onclick="alert(1)" class="x">link</a> ' +
          '<a href="javascript:alert(1)">slecht</a></p>' +
          '<ul><li>punt</li></ul><table><tr><td>cel</td></tr></table>' +
          '<img src="x" onerror="alert(1)"><script>alert(1)</script><pre><code>code</code></pre></div>',
      );
    });
    await waitFor(() => expect(form.current?.getFieldValue('text')).toBeTruthy());
    const value = form.current?.getFieldValue('text') as string;
    const container = document.createElement('div');
    container.innerHTML = value;
    for (const element of container.querySelectorAll('*')) {
      expect(RICH_TEXT_TAGS).toContain(element.tagName.toLowerCase());
    }
    expect(value).toContain('<h1>Titel</h1>');
    expect(value).toContain('<strong>vette</strong>');
    expect(value).toContain('<span style="color:rgb(231, 111, 81)">in kleur</span>');
    expect(value).toContain(
      '<a href="https://example.be" target="_blank" rel="noopener noreferrer">link</a>',
    );
    for (const gone of [
      '<i',
      '<u',
      'font-size',
      'yellow',
      'red',
      'onclick',
      'class=',
      'javascript',
      '<img',
      'alert(',
      '<li',
      '<td',
      '<code',
    ]) {
      expect(value).not.toContain(gone);
    }
    for (const kept of ['Zes', 'schuine', 'onderlijnde', 'rood', 'slecht', 'punt', 'cel', 'code']) {
      expect(value).toContain(kept);
    }
  });

  it('replaces its text when the form sets another value, outside the history', async () => {
    const { form } = await renderEditor({ initial: '<p>Eerste</p>' });
    const text = await textbox();
    act(() => form.current?.setFieldsValue({ text: '<h3>Tweede</h3>' }));
    await waitFor(() => expect(text.innerHTML).toBe('<h3>Tweede</h3>'));
    act(() => {
      editorOf(text).commands.undo();
    });
    expect(text.innerHTML).toBe('<h3>Tweede</h3>');
    // Resetting remounts the field's control, which starts from the first value again.
    act(() => form.current?.resetFields());
    await waitFor(async () => expect((await textbox()).innerHTML).toBe('<p>Eerste</p>'));
  });

  it('reports no text as an empty value, which a required rule refuses', async () => {
    const { user, form, onFinish } = await renderEditor({ initial: '<p>x</p>', required: true });
    const text = await textbox();
    await user.click(text);
    act(() => {
      editorOf(text).commands.selectAll();
    });
    await user.keyboard('{Backspace}');
    await expectValue(form, '');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('dit veld is verplicht')).toBeInTheDocument();
    await waitFor(() => expect(text).toHaveAttribute('aria-invalid', 'true'));
    expect(text.closest('.bo-rte')).toHaveClass('bo-rte--invalid');
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('follows the form when it is disabled', async () => {
    await renderEditor({ initial: '<p>x</p>', disabled: true });
    const text = await textbox();
    expect(text).toHaveAttribute('contenteditable', 'false');
    for (const button of within(screen.getByRole('toolbar')).getAllByRole('button')) {
      expect(button).toBeDisabled();
    }
  });

  it('has one tab stop in its toolbar; the arrow keys move between the buttons', async () => {
    const { user } = await renderEditor();
    await textbox();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Vet' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'H1 (kop 1)' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Regeleinde' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'Vet' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Regeleinde' })).toHaveFocus();
    await user.tab();
    expect(await textbox()).toHaveFocus();
  });

  it('loads lazily behind the same props', async () => {
    const { user, form } = await renderEditor({ lazy: true });
    const text = await textbox();
    await user.click(text);
    type(editorOf(text), 'Hallo');
    await expectValue(form, '<p>Hallo</p>');
  });
});

describe('the handle and the `/word`', () => {
  it('inserts rich text at the cursor as a paste would, or in place of a range', async () => {
    const { user, form, handle } = await renderEditor({ initial: '<p>Dag , tot dan</p>' });
    const text = await textbox();
    await user.click(text);
    const editor = editorOf(text);
    act(() => {
      editor.commands.setTextSelection(5);
    });
    act(() => handle.current!.insertContent('<p>Jan <strong>Peeters</strong></p>'));
    await expectValue(form, '<p>Dag Jan <strong>Peeters</strong>, tot dan</p>');
    expect(editor.isFocused).toBe(true);

    act(() => handle.current!.insertContent('<p>Els</p>', { from: 5, to: 16 }));
    await expectValue(form, '<p>Dag Els, tot dan</p>');
  });

  it('inserts nothing dangerous from the shared hostile list, and keeps its text', async () => {
    const { handle } = await renderEditor();
    const text = await textbox();
    const editor = editorOf(text);
    for (const hostile of HOSTILE_INPUTS) {
      act(() => {
        editor.commands.clearContent();
        handle.current!.insertContent(hostile.input);
      });
      // The document and what the page shows of it, before any sanitizing of the value.
      const shown = `${editor.getHTML()}\n${text.innerHTML}`.toLowerCase();
      expect({ name: hostile.name, text: editor.getText() }).toEqual({
        name: hostile.name,
        text: expect.stringContaining(HOSTILE_TEXT),
      });
      for (const piece of hostile.mustNotSurvive) {
        expect({ name: hostile.name, piece, found: shown.includes(piece.toLowerCase()) }).toEqual({
          name: hostile.name,
          piece,
          found: false,
        });
      }
    }
  });

  it('reports a `/word` at the start of a line or after a space, and its end', async () => {
    const onSlashQuery = jest.fn<void, [SlashQuery | null]>();
    const { user } = await renderEditor({ onSlashQuery });
    const text = await textbox();
    await user.click(text);
    const editor = editorOf(text);

    type(editor, '/of');
    expect(onSlashQuery.mock.calls.map(([query]) => query)).toEqual([
      { text: '', range: { from: 1, to: 2 } },
      { text: 'o', range: { from: 1, to: 3 } },
      { text: 'of', range: { from: 1, to: 4 } },
    ]);
    onSlashQuery.mockClear();
    type(editor, ' en/of');
    expect(onSlashQuery.mock.calls).toEqual([[null]]);

    // After a line break, as at the start of a line; leaving the text closes it.
    onSlashQuery.mockClear();
    act(() => {
      editor.commands.setHardBreak();
    });
    type(editor, '/x');
    expect(onSlashQuery).toHaveBeenLastCalledWith({ text: 'x', range: { from: 11, to: 13 } });
    act(() => text.blur());
    expect(onSlashQuery).toHaveBeenLastCalledWith(null);
  });

  it('hands keys to onSlashKey only while a `/word` is open; what it takes, the text ignores', async () => {
    const onSlashKey = jest.fn((event: KeyboardEvent) => event.key === 'Enter');
    const { user, form } = await renderEditor({ onSlashQuery: () => undefined, onSlashKey });
    const text = await textbox();
    await user.click(text);
    const editor = editorOf(text);

    type(editor, 'Dag');
    await user.keyboard('{ArrowLeft}');
    expect(onSlashKey).not.toHaveBeenCalled();

    act(() => {
      editor.commands.setTextSelection(editor.state.doc.content.size - 1);
    });
    type(editor, ' /b');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSlashKey.mock.calls.map(([event]) => event.key)).toEqual(['ArrowDown', 'Enter']);
    // Enter was taken: no new paragraph.
    await expectValue(form, '<p>Dag /b</p>');
  });
});

describe('the editor on the shared hostile list', () => {
  let editor: Editor;
  beforeAll(() => {
    editor = new Editor({ extensions: richTextExtensions });
  });
  afterAll(() => editor.destroy());

  test.each(HOSTILE_INPUTS)('$name: pasted, nothing dangerous survives', (hostile) => {
    editor.commands.clearContent();
    editor.view.pasteHTML(hostile.input);
    const value = valueOf(editor);
    for (const piece of hostile.mustNotSurvive) {
      expect(value.toLowerCase()).not.toContain(piece.toLowerCase());
    }
    // As a value given to the editor, too.
    editor.commands.setContent(sanitizeRichText(hostile.input));
    const given = valueOf(editor);
    for (const piece of hostile.mustNotSurvive) {
      expect(given.toLowerCase()).not.toContain(piece.toLowerCase());
    }
  });
});
