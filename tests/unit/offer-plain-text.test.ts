import { describe, expect, it } from 'vitest';
import { plainParagraphs } from '../../src/features/offer-detail/components/OfferPlainText.tsx';

// The description shown without its sanitiser (offline, its code not on the device yet).

describe('plainParagraphs', () => {
  it('gives a paragraph per block of the editor, without markup', () => {
    expect(
      plainParagraphs(
        '<h2>Lunsj som samler teamet</h2><p>Hjemmelaget <strong>pasta</strong>.</p>' +
          '<ul><li>25 % rabatt</li><li>Eget rom</li></ul><p>Linje én<br>Linje to</p>',
      ),
    ).toEqual([
      'Lunsj som samler teamet',
      'Hjemmelaget pasta.',
      '25 % rabatt',
      'Eget rom',
      'Linje én',
      'Linje to',
    ]);
  });

  it('keeps what would run as plain words, and decodes entities', () => {
    expect(
      plainParagraphs('<p>Kaffe &amp; kake<img src=x onerror="alert(1)"></p><script>alert(2)</script>'),
    ).toEqual(['Kaffe & kake', 'alert(2)']);
  });

  it('gives nothing for an empty or markup-only description', () => {
    expect(plainParagraphs('')).toEqual([]);
    expect(plainParagraphs('<p><br></p>')).toEqual([]);
  });
});
