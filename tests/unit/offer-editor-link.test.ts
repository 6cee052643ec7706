// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safeEditorLink } from '../../src/features/offer-editor/editor-link.ts';

describe('editor links', () => {
  it('keeps http, https, mailto and tel links', () => {
    expect(safeEditorLink('https://sykkel.no/tilbud')).toBe('https://sykkel.no/tilbud');
    expect(safeEditorLink('http://a.no')).toBe('http://a.no');
    expect(safeEditorLink('mailto:salg@a.no')).toBe('mailto:salg@a.no');
    expect(safeEditorLink('tel:+4712345678')).toBe('tel:+4712345678');
  });

  it('completes bare hosts and addresses', () => {
    expect(safeEditorLink('sykkel.no/tilbud')).toBe('https://sykkel.no/tilbud');
    expect(safeEditorLink(' www.a.no ')).toBe('https://www.a.no');
    expect(safeEditorLink('salg@a.no')).toBe('mailto:salg@a.no');
  });

  it('refuses every other scheme, also when disguised', () => {
    expect(safeEditorLink('javascript:alert(1)')).toBeNull();
    expect(safeEditorLink('JaVaScRiPt:alert(1)')).toBeNull();
    expect(safeEditorLink('java\tscript:alert(1)')).toBeNull();
    expect(safeEditorLink('data:text/html,<script>')).toBeNull();
    expect(safeEditorLink('vbscript:x')).toBeNull();
    expect(safeEditorLink('ftp://a.no')).toBeNull();
    expect(safeEditorLink('sms:123')).toBeNull();
  });

  it('refuses relative, protocol-relative, empty and control-character links', () => {
    expect(safeEditorLink('/admin')).toBeNull();
    expect(safeEditorLink('//evil.example')).toBeNull();
    expect(safeEditorLink('')).toBeNull();
    expect(safeEditorLink('https://a.no/\u0000')).toBeNull();
    expect(safeEditorLink('tilbud')).toBeNull();
  });
});
