import { expect, test, type Locator, type Page } from '@playwright/test';
import { DESKTOP, PEOPLE, submitLogin } from './accounts-support.ts';
import { seriousViolations } from './axe.ts';
import { pngFile } from './publishing-support.ts';
import { saveScreenshot } from './screenshots.ts';

// Issue 26: /company/offers made for a phone (the offers first, the form and the
// statistics as views of their own), the offer editor in Norwegian with touch-sized
// targets, a styled file button, and the edit panel's save bar in view.

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

// English words Quill and the browser would show; none may reach the Norwegian UI.
const ENGLISH =
  /\b(Normal|Heading( \d)?|Enter link|Save|Visit URL|Edit|Remove|Choose File|No file chosen|quilljs)\b/;

async function signInAsOwner(page: Page): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, PEOPLE.acmeOwner.email);
}

/** Every text a user can meet in and around the editor: text, CSS-generated text, titles, names, placeholders. */
async function editorTexts(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const texts: string[] = [];
    const generated = (element: Element, pseudo: string) => {
      const content = getComputedStyle(element, pseudo).content;
      if (content && content !== 'none' && content !== 'normal' && content !== '""') texts.push(content);
    };
    texts.push((root as HTMLElement).innerText);
    for (const element of [root, ...root.querySelectorAll('*')]) {
      generated(element, '::before');
      generated(element, '::after');
      for (const name of ['title', 'aria-label', 'placeholder', 'data-label']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

function box(locator: Locator) {
  return locator.boundingBox().then((found) => {
    if (!found) throw new Error('not rendered');
    return found;
  });
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the company’s offers come first; the form and the statistics are views of their own', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signInAsOwner(page);
    await page.goto('/company/offers');
    const listHeading = page.getByRole('heading', { name: /^Dine tilbud \(\d+\)$/ });
    await expect(listHeading).toBeVisible();
    await expect(page.getByTestId('managed-offer').first()).toBeVisible();
    // Within the first screen, with neither the form nor the statistics above it.
    expect((await box(listHeading)).y).toBeLessThan(844 - 60);
    await expect(page.getByRole('heading', { name: 'Nytt tilbud for Acme AS' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Statistikk for tilbudene' })).toHaveCount(0);
    await saveScreenshot(page, 'test-results/company-offers-phone-list.png');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Nytt tilbud' }).click();
    await expect(page).toHaveURL(/visning=nytt/);
    await expect(page.getByRole('heading', { name: 'Nytt tilbud for Acme AS' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Dine tilbud/ })).toHaveCount(0);
    await page.getByRole('link', { name: 'Tilbake til tilbudene' }).click();
    await expect(listHeading).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Visninger' })
      .getByRole('link', { name: 'Statistikk' })
      .click();
    await expect(page).toHaveURL(/visning=statistikk/);
    const stats = page.getByRole('region', { name: 'Statistikk for tilbudene' });
    await expect(stats.getByRole('heading', { name: 'Mest brukte tilbud' })).toBeVisible();
    const rows = stats.getByRole('listitem');
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all()) {
      // The title is shown (not squeezed to nothing) beside or above its figures.
      const [title, figures] = await row.locator(':scope > span:not([aria-hidden]) > span').all();
      if (!title || !figures) throw new Error('a best offer row without title or figures');
      expect((await title.innerText()).trim().length).toBeGreaterThan(3);
      expect((await box(title)).width).toBeGreaterThan(100);
      // Every counted noun agrees with its number: '1 visning', '2 visninger'.
      const parts = (await figures.innerText()).replace(/\u00a0/g, '').split(' · ');
      expect(parts).toHaveLength(3);
      for (const part of parts) {
        const [, count, noun] = /^(\d+) (\S+)$/.exec(part) ?? [];
        const singular = ['visning', 'kodevisning', 'lenkeklikk'];
        const plural = ['visninger', 'kodevisninger', 'lenkeklikk'];
        expect(Number(count) === 1 ? singular : plural).toContain(noun);
      }
    }
    await saveScreenshot(stats, 'test-results/company-offers-phone-statistics.png');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the offer editor speaks Norwegian, has 44 px targets and keeps its link tooltip inside', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signInAsOwner(page);
    await page.goto('/company/offers?visning=nytt');
    const form = page.getByRole('region', { name: 'Nytt tilbud for Acme AS' });
    const description = form.getByRole('textbox', { name: 'Beskrivelse' });
    await expect(description).toBeVisible();
    const editor = form.locator('.ordning-editor');

    // Touch targets: every toolbar button and the text style picker.
    const targets = editor.locator('.ql-toolbar button, .ql-toolbar .ql-picker-label');
    expect(await targets.count()).toBeGreaterThanOrEqual(11);
    for (const target of await targets.all()) {
      const { width, height } = await box(target);
      expect(Math.min(width, height)).toBeGreaterThanOrEqual(44);
    }
    for (const name of ['Fet', 'Kursiv', 'Understreket', 'Punktliste', 'Nummerert liste', 'Lenke']) {
      await expect(editor.getByRole('button', { name, exact: true })).toHaveAttribute('title', name);
    }
    await expect(editor.getByRole('button', { name: 'Fjern formatering' })).toBeVisible();

    // The text style picker, open.
    await editor.getByRole('button', { name: 'Tekststil' }).click();
    await expect(editor.getByRole('button', { name: 'Overskrift 2' })).toBeVisible();
    const picker = await editorTexts(editor);
    expect(picker.join('\n')).toContain('Brødtekst');
    expect(picker.join('\n')).toContain('Overskrift 1');
    await page.keyboard.press('Escape');

    // The link tooltip for a selected word.
    await description.click();
    await page.keyboard.type('Besøk oss');
    await page.keyboard.press('ControlOrMeta+A');
    await editor.getByRole('button', { name: 'Lenke', exact: true }).click();
    const tooltip = editor.locator('.ql-tooltip:not(.ql-hidden)');
    await expect(tooltip).toBeVisible();
    const input = tooltip.getByRole('textbox', { name: 'Lenkeadresse' });
    await expect(input).toHaveAttribute('placeholder', 'https://');
    const editing = await editorTexts(editor);
    expect(editing.join('\n')).toContain('Skriv inn lenke:');
    expect(editing.join('\n')).toContain('Lagre');
    const inside = async () => {
      const outer = await box(editor);
      const inner = await box(tooltip);
      expect(inner.x).toBeGreaterThanOrEqual(outer.x);
      expect(inner.y).toBeGreaterThanOrEqual(outer.y);
      expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
      expect(inner.y + inner.height).toBeLessThanOrEqual(outer.y + outer.height + 0.5);
    };
    await inside();
    await input.fill('https://acme.example.no');
    await input.press('Enter');
    // The saved link, opened again: the preview's words.
    await description.getByRole('link', { name: 'Besøk oss' }).click();
    await expect(tooltip).toBeVisible();
    await saveScreenshot(page, 'test-results/company-offers-phone-editor.png');
    const preview = await editorTexts(editor);
    expect(preview.join('\n')).toContain('Besøk lenke:');
    expect(preview.join('\n')).toContain('Rediger');
    expect(preview.join('\n')).toContain('Fjern');
    await inside();

    // The file button: the browser's words never show, the chosen file's name does.
    const images = form.getByRole('group', { name: /Bilder/ });
    await expect(images.getByText('Velg bilde')).toBeVisible();
    await expect(images.getByText('Ingen fil valgt')).toBeVisible();
    const fileButton = images.locator('label', { hasText: 'Velg bilde' });
    expect((await box(fileButton)).height).toBeGreaterThanOrEqual(44);
    const fileInput = images.locator('input[type=file]');
    await fileInput.focus();
    await expect(fileInput).toBeFocused();
    await fileInput.setInputFiles([pngFile('strand.png')]);
    await expect(images.getByTestId('file-button-name')).toHaveText('strand.png');
    await expect(images.getByRole('img', { name: 'strand.png (kortbilde)' })).toBeVisible();

    const all = [...picker, ...editing, ...preview, ...(await editorTexts(images))];
    expect(all.filter((text) => ENGLISH.test(text))).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the edit panel fills the screen and its save bar is in view without scrolling', async ({ page }) => {
    test.setTimeout(60_000);
    await signInAsOwner(page);
    await page.goto('/company/offers');
    await page
      .getByTestId('managed-offer')
      .first()
      .getByRole('button', { name: /^Rediger / })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Rediger tilbud' });
    await expect(dialog.getByRole('textbox', { name: 'Tittel' })).not.toHaveValue('');
    // Measured once the panel has slid in (its left edge settles on the window's): on a quick
    // machine the form is filled while it is still moving (CI saw x 10.7).
    await expect.poll(async () => Math.round((await box(dialog)).x)).toBe(0);
    const panel = await box(dialog);
    expect(panel).toMatchObject({ x: 0, y: 0, width: 390 });
    expect(panel.height).toBeGreaterThanOrEqual(840);
    const save = dialog.getByRole('button', { name: 'Oppdater tilbud' });
    await expect(save).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole('button', { name: 'Avbryt' })).toBeInViewport({ ratio: 1 });
    // Still there with the form scrolled half-way, and the fields scroll under it.
    await dialog.getByRole('checkbox').first().scrollIntoViewIfNeeded();
    await expect(save).toBeInViewport({ ratio: 1 });
    await saveScreenshot(page, 'test-results/company-offers-phone-edit-panel.png');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    await expect(dialog).toBeHidden();
  });
});

test('on a desktop the edit panel is a tall side panel with its save bar in view', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInAsOwner(page);
  await page.goto('/company/offers');
  // The spec's two columns: the form beside the list.
  await expect(page.getByRole('heading', { name: 'Nytt tilbud for Acme AS' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Dine tilbud \(\d+\)$/ })).toBeVisible();
  await page
    .getByTestId('managed-offer')
    .first()
    .getByRole('button', { name: /^Rediger / })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Rediger tilbud' });
  await expect(dialog.getByRole('textbox', { name: 'Tittel' })).not.toHaveValue('');
  // Measured once the panel has slid in (its right edge settles on the window's).
  await expect
    .poll(async () => {
      const settled = await box(dialog);
      return Math.round(settled.x + settled.width);
    })
    .toBe(DESKTOP.width);
  const panel = await box(dialog);
  expect(panel.height).toBeGreaterThanOrEqual(DESKTOP.height - 1);
  expect(panel.width).toBeLessThanOrEqual(768);
  await expect(dialog.getByRole('button', { name: 'Oppdater tilbud' })).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
