import { afterEach, describe, expect, it } from 'vitest';
import { pseudoText, startPseudo } from '../../../scripts/qa-panel/pseudo.ts';

const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

describe('the QA pseudo-locales (docs/i18n.md)', () => {
  let observer: MutationObserver | undefined;
  afterEach(() => {
    observer?.disconnect();
    document.body.innerHTML = '';
    document.documentElement.dir = 'ltr';
  });

  it('accent every letter, make the text about a third longer and bracket its ends; digits, spaces and an already pseudo text stay', () => {
    expect(pseudoText('Deposit')).toBe('⟦Đééþööšííţ⟧');
    expect(pseudoText('Balance: 1,234.50')).toBe('⟦Ɓààĺààñçéé: 1,234.50⟧');
    expect(pseudoText('   ')).toBe('   ');
    expect(pseudoText(pseudoText('Deposit'))).toBe(pseudoText('Deposit'));
    const english = 'Your withdrawal is under review; the money leaves your wallet once it is approved.';
    expect(pseudoText(english).length / english.length).toBeGreaterThan(1.3);
    expect(pseudoText('Deposit', true)).toBe('\u202E⟦Đééþööšííţ⟧\u202C');
  });

  it('turn every text of the page pseudo, the ones drawn later too, with the labels of controls, never what a player typed', async () => {
    document.body.innerHTML = '<main><h1>Wallet</h1><button aria-label="Close">×</button><input value="typed" placeholder="Amount"><div id="qa-panel">QA</div></main>';
    observer = startPseudo('XA');
    expect(document.querySelector('h1')?.textContent).toBe('⟦Ŵààĺĺééţ⟧');
    expect(document.querySelector('button')?.getAttribute('aria-label')).toBe('⟦Çĺööšéé⟧');
    expect(document.querySelector('input')?.value).toBe('typed');
    expect(document.querySelector('input')?.getAttribute('placeholder')).toBe('⟦ÀÀɱööûûñţ⟧');
    expect(document.querySelector('#qa-panel')?.textContent).toBe('QA');
    const later = document.createElement('p');
    later.textContent = 'Sign in';
    document.querySelector('main')?.append(later);
    await settle();
    expect(later.textContent).toBe('⟦Šííĝñ ííñ⟧');
    document.querySelector('h1')!.firstChild!.textContent = 'Deposit';
    await settle();
    expect(document.querySelector('h1')?.textContent).toBe('⟦Đééþööšííţ⟧');
  });

  it('XB draws the page right to left and keeps it so when the app sets its direction again', async () => {
    document.body.innerHTML = '<p>Home</p>';
    observer = startPseudo('XB');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.querySelector('p')?.textContent).toBe('\u202E⟦Ĥööɱéé⟧\u202C');
    document.documentElement.dir = 'ltr';
    await settle();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
