import { describe, expect, it } from 'vitest';
import { sanitizeOfferHtml } from '../../src/lib/sanitize-html.ts';

describe('what the editor produces survives', () => {
  it.each([
    ['paragraphs and breaks', '<p>Hei<br>der</p>'],
    ['headings', '<h1>A</h1><h2>B</h2><h3>C</h3>'],
    ['inline formats', '<p><strong>a</strong><b>b</b><em>c</em><i>d</i><u>e</u><s>f</s></p>'],
    ['Quill 2 lists', '<ol><li data-list="bullet">a</li><li data-list="ordered">b</li></ol>'],
    ['plain lists', '<ul><li>a</li></ul>'],
    ['quotes', '<blockquote>sitat</blockquote>'],
    ['code blocks', '<pre class="ql-syntax">const a = 1;</pre><p><code>x</code></p>'],
    ['alignment and indent classes', '<p class="ql-align-center ql-indent-1">midt</p>'],
    ['Quill spans', '<p><span class="ql-size-large">stor</span></p>'],
    ['an https link', '<p><a href="https://acme.no/tilbud">lenke</a></p>'],
    ['an http link', '<p><a href="http://acme.no">lenke</a></p>'],
    ['a mailto link', '<p><a href="mailto:salg@acme.no">e-post</a></p>'],
    ['a tel link', '<p><a href="tel:+4712345678">ring</a></p>'],
    [
      'a new-tab link',
      '<p><a href="https://acme.no" target="_blank" rel="noopener noreferrer">ny fane</a></p>',
    ],
    ['Norwegian text and entities', '<p>Blåbær &amp; øl &lt;3</p>'],
  ])('%s', (_name, html) => {
    expect(sanitizeOfferHtml(html)).toBe(html);
  });
});

describe('anything else is removed', () => {
  it.each([
    ['script elements', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['event handlers', '<p onclick="alert(1)">a</p><img src=x onerror="alert(1)">', '<p>a</p>'],
    ['style attributes', '<p style="color:red">a</p>', '<p>a</p>'],
    ['style elements', '<style>p{}</style><p>a</p>', '<p>a</p>'],
    ['javascript: links', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['obfuscated javascript: links', '<a href="  jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['data: links', '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['vbscript: links', '<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['ftp links', '<a href="ftp://acme.no/f">x</a>', '<a>x</a>'],
    ['relative links', '<a href="/admin">x</a>', '<a>x</a>'],
    ['iframes', '<iframe src="https://evil.no"></iframe><p>a</p>', '<p>a</p>'],
    ['images', '<p><img src="https://acme.no/a.png">a</p>', '<p>a</p>'],
    ['forms and inputs', '<form action="https://evil.no"><input name="x"></form>', ''],
    ['svg', '<svg><script>alert(1)</script></svg><p>a</p>', '<p>a</p>'],
    ['deeper headings (kept as text)', '<h4>a</h4><h6>b</h6>', 'ab'],
    ['divs (kept as text)', '<div>a</div>', 'a'],
    ['non-Quill classes', '<p class="btn ql-align-right evil">a</p>', '<p class="ql-align-right">a</p>'],
    ['a class with nothing left', '<span class="x">a</span>', '<span>a</span>'],
    ['ids and data attributes', '<p id="x" data-foo="1">a</p>', '<p>a</p>'],
    ['unknown list kinds', '<ol><li data-list="evil">a</li></ol>', '<ol><li>a</li></ol>'],
    ['data-list off list items', '<p data-list="bullet">a</p>', '<p>a</p>'],
    ['href off links', '<span href="https://acme.no">a</span>', '<span>a</span>'],
    [
      'editor-only attributes',
      '<pre class="ql-syntax" spellcheck="false" contenteditable="true">x</pre>',
      '<pre class="ql-syntax">x</pre>',
    ],
    [
      'targets other than a new tab',
      '<a href="https://acme.no" target="_top">x</a>',
      '<a href="https://acme.no">x</a>',
    ],
    [
      'link attributes on a removed href',
      '<a href="javascript:x" target="_blank" rel="opener">x</a>',
      '<a>x</a>',
    ],
  ])('%s', (_name, html, expected) => {
    expect(sanitizeOfferHtml(html)).toBe(expected);
  });
});

describe('links', () => {
  it('gives new-tab links rel="noopener noreferrer"', () => {
    expect(sanitizeOfferHtml('<a href="https://acme.no" target="_blank">x</a>')).toBe(
      '<a href="https://acme.no" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('replaces a rel that would hand over the opener', () => {
    expect(sanitizeOfferHtml('<a href="https://acme.no" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://acme.no" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

describe('empty input', () => {
  it.each([null, undefined, ''])('%j gives an empty string', (value) => {
    expect(sanitizeOfferHtml(value)).toBe('');
  });
});

describe('isolation', () => {
  it('leaves the shared DOMPurify instance untouched', async () => {
    sanitizeOfferHtml('<p>warm up</p>');
    const { default: DOMPurify } = await import('dompurify');
    expect(DOMPurify.sanitize('<div class="card" id="x">a</div>')).toBe('<div class="card" id="x">a</div>');
  });
});
