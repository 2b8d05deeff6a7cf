import type { Locator, Page } from '@playwright/test';
import type { Editor } from '@tiptap/core';
import { expect, signIn, test } from './fixtures';

/** What ProseMirror holds as selected in the editor `text` (the focused text area). */
function selected(text: Locator) {
  return text.evaluate((element) => {
    const { state } = (element as HTMLElement & { editor: Editor }).editor;
    return state.doc.textBetween(state.selection.from, state.selection.to);
  });
}

/**
 * Selects `words` just before the cursor, as a person does with Shift+←, and waits until the
 * editor has read the selection: the browser reports it a moment after the keys, and a key
 * pressed before that would act on the old selection (no person types that fast).
 */
async function selectBack(page: Page, text: Locator, words: string) {
  for (let i = 0; i < words.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
  await expect.poll(() => selected(text)).toBe(words);
}

/** Moves the cursor to the end of the line and waits until the editor has read it. */
async function toLineEnd(page: Page, text: Locator) {
  await page.keyboard.press('End');
  await expect.poll(() => selected(text)).toBe('');
}

/** The history groups what is typed within half a second: wait so the next change is its own. */
const pause = (page: Page) => page.waitForTimeout(700);

function groupHeader(page: Page, group: string): Locator {
  return page.locator('.ant-collapse-header').filter({ hasText: group });
}

test('formatted text typed in the editor is saved and shown the same after a reload', async ({
  page,
}) => {
  // A name of its own, so a retry or a repeat does not meet the first run's entry.
  const name = `e2e.opmaak.${Date.now().toString(36)}`;
  await signIn(page, '/cms/language');
  await page.getByRole('button', { name: 'Nieuwe tekst' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuwe tekst' });
  await dialog.getByLabel('Naam').fill(name);
  await dialog.getByLabel('Groep').fill('e2e-opmaak');

  const dutch = dialog.getByRole('textbox', { name: 'Nederlandse vertaling' });
  const toolbar = dialog.getByRole('toolbar', { name: 'Opmaak van Nederlandse vertaling' });
  await dutch.click();

  // A heading through the toolbar.
  await page.keyboard.type('Welkom');
  await toolbar.getByRole('button', { name: 'Kop 2' }).click();
  await expect(dutch.locator('h2')).toHaveText('Welkom');
  await toLineEnd(page, dutch);
  await page.keyboard.press('Enter');

  // Bold with Ctrl+B, then a line break with Shift+Enter.
  await page.keyboard.press('Control+b');
  await page.keyboard.type('vet');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' en gewoon');
  await page.keyboard.press('Shift+Enter');

  // A link on the words just typed.
  await page.keyboard.type('Bezoek onze site');
  await selectBack(page, dutch, 'onze site');
  await toolbar.getByRole('button', { name: 'Link toevoegen' }).click();
  const address = dialog.getByLabel('Adres van de link');
  await address.fill('https://www.example.be/contact');
  await address.press('Enter');
  await expect(dutch.locator('a')).toHaveText('onze site');
  await toLineEnd(page, dutch);
  await page.keyboard.press('Enter');

  // A colour from the theme's palette.
  await page.keyboard.type('In kleur');
  await selectBack(page, dutch, 'kleur');
  await toolbar.getByRole('button', { name: 'Tekstkleur' }).click();
  await dialog.getByRole('button', { name: 'Petrol (huisstijl)' }).click();
  await expect(dutch.locator('span[style*="color"]')).toHaveText('kleur');
  await toLineEnd(page, dutch);

  // Ctrl+Z takes back the last change, and only that.
  await pause(page);
  await page.keyboard.type(' tijdelijk');
  await expect(dutch).toContainText('kleur tijdelijk');
  await pause(page);
  await page.keyboard.press('Control+z');
  await expect(dutch).not.toContainText('tijdelijk');
  await expect(dutch).toContainText('In kleur');
  await expect(dutch.locator('a')).toHaveText('onze site');

  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('De tekst is opgeslagen.')).toBeVisible();
  // The saved entry's group is open.
  await expect(page.getByText(name, { exact: true })).toBeVisible();

  await page.reload();
  await groupHeader(page, 'e2e-opmaak').click();
  const row = page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
  const shown = row.locator('[lang="nl"]');
  await expect(shown.locator('h2')).toHaveText('Welkom');
  await expect(shown.locator('strong, b')).toHaveText('vet');
  await expect(shown.locator('br')).toHaveCount(1);
  await expect(shown.locator('span[style]')).toHaveText('kleur');
  await expect(shown.locator('span[style]')).toHaveCSS('color', 'rgb(13, 112, 112)');
  const link = shown.locator('a');
  await expect(link).toHaveText('onze site');
  await expect(link).toHaveAttribute('href', 'https://www.example.be/contact');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(shown).not.toContainText('tijdelijk');
  await expect(row.locator('[lang="en"]')).toHaveCount(0);
  await expect(row).toContainText('geen vertaling');

  // The editor opens on the same formatting.
  await row.getByRole('button', { name: `${name} bewerken` }).click();
  const edit = page.getByRole('dialog', { name: 'Tekst bewerken' });
  const again = edit.getByRole('textbox', { name: 'Nederlandse vertaling' });
  await expect(again.locator('h2')).toHaveText('Welkom');
  await expect(again.locator('strong')).toHaveText('vet');
  await expect(again.locator('a[href="https://www.example.be/contact"]')).toHaveText('onze site');
  await expect(again.locator('span[style*="color"]')).toHaveText('kleur');
  await edit.getByRole('button', { name: 'Annuleren' }).click();
  await expect(edit).toBeHidden();
});

test('the editor refuses a script link and the toolbar works from the keyboard', async ({
  page,
}) => {
  await signIn(page, '/cms/language');
  await page.getByRole('button', { name: 'Nieuwe tekst' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuwe tekst' });
  const english = dialog.getByRole('textbox', { name: 'Engelse vertaling' });
  const toolbar = dialog.getByRole('toolbar', { name: 'Opmaak van Engelse vertaling' });
  await english.click();
  await page.keyboard.type('Click here');
  await selectBack(page, english, 'here');

  // Shift+Tab from the text reaches the toolbar's one tab stop; arrows move along it.
  await page.keyboard.press('Shift+Tab');
  await expect(toolbar.getByRole('button', { name: 'Vet' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(toolbar.getByRole('button', { name: 'Ongedaan maken' })).toBeFocused();
  await page.keyboard.press('Home');
  for (let i = 0; i < 7; i += 1) await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'Link toevoegen' })).toBeFocused();
  await page.keyboard.press('Enter');

  const address = dialog.getByLabel('Adres van de link');
  await expect(address).toBeFocused();
  await address.fill('javascript:alert(document.cookie)');
  await address.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText(
    'Een link begint met https://, http://, mailto: of tel:.',
  );
  // Escape closes the panel, not the modal, and returns to the text.
  await address.press('Escape');
  await expect(address).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(english).toBeFocused();
  await expect(english.locator('a')).toHaveCount(0);
});
