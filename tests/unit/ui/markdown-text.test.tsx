import { render, screen } from '@testing-library/react';
import { Markdown as RjsfMarkdown } from 'markdown-to-jsx/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from '../../../src/ui/form/markdown-text.tsx';

describe('the markdown rjsf renders its own strings with', () => {
  it('is ours: @rjsf/core\'s import of markdown-to-jsx resolves to src/ui/form/markdown-text.tsx', () => {
    expect(RjsfMarkdown).toBe(Markdown);
  });

  it('shows bold as bold and every other character as text, never as markup', () => {
    render(<p data-testid="info"><Markdown>{'**receipt.png** (image/png, 2048 bytes) <img src=x onerror=alert(1)> _%2_'}</Markdown></p>);
    expect(screen.getByText('receipt.png').tagName).toBe('STRONG');
    expect(screen.getByTestId('info')).toHaveTextContent('receipt.png (image/png, 2048 bytes) <img src=x onerror=alert(1)> _%2_');
    expect(screen.getByTestId('info').querySelector('img')).toBeNull();
  });

  it('passes anything but a string through', () => {
    render(<Markdown><em>already an element</em></Markdown>);
    expect(screen.getByText('already an element').tagName).toBe('EM');
  });
});
