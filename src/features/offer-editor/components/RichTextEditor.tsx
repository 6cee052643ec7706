import 'react-quill-new/dist/quill.snow.css';
import './rich-text-editor.css';
import Link from 'quill/formats/link.js';
import { useEffect, useId, useRef } from 'react';
import ReactQuill, { Quill } from 'react-quill-new';
import { safeEditorLink } from '../editor-link.ts';

// This module is its own chunk (Quill and its stylesheet, about 60 kB gzip):
// it loads when an editor opens, never with a public page.

/** Quill's link format limited to http, https, mailto and tel (what the public pages render). */
class SafeLink extends Link {
  static override sanitize(url: string): string {
    return safeEditorLink(url) ?? 'about:blank';
  }
}
Quill.register(SafeLink, true);

/** Spec section 5: headers 1-3, bold, italic, underline, strike, lists, blockquote, code block, link, clean. */
const MODULES = {
  toolbar: [
    [{ header: [1, 2, 3, false] }],
    ['bold', 'italic', 'underline', 'strike'],
    [{ list: 'ordered' }, { list: 'bullet' }],
    ['blockquote', 'code-block'],
    ['link'],
    ['clean'],
  ],
};
const FORMATS = [
  'header',
  'bold',
  'italic',
  'underline',
  'strike',
  'list',
  'blockquote',
  'code-block',
  'link',
];

// Quill names its buttons in English ('bold', 'list: ordered'); the page is Norwegian.
const BUTTON_LABELS: Record<string, string> = {
  'ql-bold': 'Fet',
  'ql-italic': 'Kursiv',
  'ql-underline': 'Understreket',
  'ql-strike': 'Gjennomstreket',
  'ql-blockquote': 'Sitat',
  'ql-code-block': 'Kodeblokk',
  'ql-link': 'Lenke',
  'ql-clean': 'Fjern formatering',
};

/** The name for screen readers and the hover tooltip (title) alike. */
function name(element: Element, label: string): void {
  element.setAttribute('aria-label', label);
  element.setAttribute('title', label);
}

function nameToolbar(toolbar: Element | null): void {
  if (!toolbar) return;
  toolbar.querySelectorAll('button').forEach((button) => {
    const value = button.getAttribute('value');
    if (button.classList.contains('ql-list')) {
      name(button, value === 'ordered' ? 'Nummerert liste' : 'Punktliste');
      return;
    }
    const known = Object.keys(BUTTON_LABELS).find((className) => button.classList.contains(className));
    if (known) name(button, BUTTON_LABELS[known] ?? known);
  });
  toolbar.querySelectorAll('.ql-header .ql-picker-label').forEach((label) => {
    name(label, 'Tekststil');
  });
  toolbar.querySelectorAll('.ql-header .ql-picker-item').forEach((item) => {
    const level = item.getAttribute('data-value');
    name(item, level ? `Overskrift ${level}` : 'Brødtekst');
  });
}

/** Quill's link tooltip: its input's English placeholder ('https://quilljs.com') and a name. */
function nameLinkTooltip(container: Element): void {
  const input = container.querySelector('.ql-tooltip input[type=text]');
  if (!input) return;
  input.setAttribute('data-link', 'https://');
  input.setAttribute('aria-label', 'Lenkeadresse');
  container.querySelector('.ql-tooltip a.ql-remove')?.setAttribute('title', 'Fjern lenken');
}

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  /** The id of the visible label; the editable area is named by it. */
  labelId: string;
  /** Ids of the hint and the error, read after the name. */
  describedBy?: string | undefined;
  invalid?: boolean;
  placeholder?: string;
  /** Receives a focus function, so a failed check can move focus into the editor. */
  focusRef?: React.RefObject<(() => void) | null>;
}

/** The description's rich-text editor: Quill 2 with the spec's toolbar, at least 120 px tall. */
export default function RichTextEditor({
  value,
  onChange,
  labelId,
  describedBy,
  invalid = false,
  placeholder,
  focusRef,
}: RichTextEditorProps) {
  const quill = useRef<ReactQuill>(null);
  // Quill places the link tooltip inside this box rather than the page (where a card cut it off).
  const boundsId = useId();

  useEffect(() => {
    const editor = quill.current?.getEditor();
    if (!editor) return;
    const root = editor.root;
    // The editable area is what a screen reader lands on: it gets the field's name and state.
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    root.setAttribute('aria-labelledby', labelId);
    if (describedBy) root.setAttribute('aria-describedby', describedBy);
    else root.removeAttribute('aria-describedby');
    if (invalid) root.setAttribute('aria-invalid', 'true');
    else root.removeAttribute('aria-invalid');
    const toolbar = editor.getModule('toolbar') as { container?: Element } | undefined;
    nameToolbar(toolbar?.container ?? null);
    nameLinkTooltip(editor.container);
    if (focusRef) focusRef.current = () => editor.focus();
  }, [labelId, describedBy, invalid, focusRef]);

  return (
    <div
      data-editor-bounds={boundsId}
      className={
        // Quill's stylesheet arrives after ours with selectors as specific, hence the ! on its borders and font.
        'ordning-editor relative rounded-2xl border bg-card [&_.ql-container]:rounded-b-2xl [&_.ql-container]:border-0! [&_.ql-container]:font-[inherit]! [&_.ql-container]:text-[0.95rem]! ' +
        '[&_.ql-editor]:min-h-[120px] [&_.ql-toolbar]:rounded-t-2xl [&_.ql-toolbar]:border-0! [&_.ql-toolbar]:border-b! [&_.ql-toolbar]:border-border! ' +
        'focus-within:ring-[3px] focus-within:ring-ring/60 ' +
        (invalid ? 'border-destructive' : 'border-input')
      }
    >
      <ReactQuill
        ref={quill}
        theme="snow"
        value={value}
        onChange={(html) => onChange(html)}
        modules={MODULES}
        formats={FORMATS}
        placeholder={placeholder}
        bounds={`[data-editor-bounds="${boundsId}"]`}
      />
    </div>
  );
}
