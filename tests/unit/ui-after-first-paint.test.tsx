import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint } from '../../src/ui/AfterFirstPaint.tsx';
import { reactRootPerTest } from './support/react-root.ts';

const view = reactRootPerTest();

describe('AfterFirstPaint', () => {
  it('shows the fallback in the first frame and the content after it has painted', async () => {
    act(() =>
      view.root.render(
        <AfterFirstPaint fallback={<p>Plassholder</p>}>
          <p>Tilbudets tekst</p>
        </AfterFirstPaint>,
      ),
    );
    expect(view.host.textContent).toBe('Plassholder');
    await vi.waitFor(() => expect(view.host.textContent).toBe('Tilbudets tekst'));
  });
});
