import { CloudOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { LEAD_TEXTS } from '../use-lead-submission.ts';

/**
 * Says, until the next submission, that the last request waits on this
 * device. The status region is always there, so its text is announced when
 * it appears; it is scrolled into view, since the user pressed send at the
 * bottom of a long form.
 */
export function SavedOfflineNotice({ text }: { text: string | null }) {
  const notice = useRef<HTMLDivElement>(null);
  const visible = text !== null;

  useEffect(() => {
    const element = notice.current;
    // jsdom has neither scrollIntoView nor matchMedia.
    if (!visible || !element || !('scrollIntoView' in element)) return;
    const reduceMotion =
      'matchMedia' in window && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ block: 'nearest', behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [visible]);

  return (
    <div role="status">
      {visible ? (
        <div
          ref={notice}
          className="mb-6 flex scroll-mt-24 gap-3 rounded-2xl border border-warning/30 bg-warning-soft p-4 text-foreground"
        >
          <CloudOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
          <div className="flex flex-col gap-1">
            <p className="font-semibold">{LEAD_TEXTS.savedTitle}</p>
            <p className="text-sm">{text}</p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
