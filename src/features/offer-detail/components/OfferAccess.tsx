import { Check, Clock, Copy, ExternalLink, Globe, Mail, ScanLine, WifiOff } from 'lucide-react';
import { memo, useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '@/lib/after-paint.ts';
import { mailtoHref, normalizeExternalUrl } from '@/lib/url.ts';
import type { VaultEntry } from '@/offline/store/schemas.ts';
import { Button, buttonClasses } from '@/ui/Button.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { toast } from '@/ui/Toaster.tsx';
import { copyToClipboard } from '../clipboard.ts';
import type { OfferDetail } from '../offer-detail-model.ts';
import { offerMailBody, offerMailSubject } from '../offer-mail.ts';
import { recordOfferEvent } from '../record-click.ts';
import { useCopied } from '../use-copied.ts';
import { useOfferSecrets } from '../use-offer-secrets.ts';
import { TillModeDialog } from './TillModeDialog.tsx';

const box = 'flex flex-col gap-5 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6';

/** For a signed-in user: the code (copy, till mode), the contact e-mail, the offer link and the website. */
export function OfferAccess({ offer, userId }: { offer: OfferDetail; userId: string }) {
  // 'Kommer snart': the shop refuses the code until the offer starts, so none is shown (the
  // server gives it only to the offer's managers, who see it in the editor).
  if (!offer.offer_active) return <ComingSoonBox />;
  return <ActiveOfferAccess offer={offer} userId={userId} />;
}

function ComingSoonBox() {
  return (
    <section aria-label="Rabattkode" data-testid="coming-soon-code" className={box}>
      <p className="flex items-start gap-3 font-medium">
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        Koden blir tilgjengelig når tilbudet starter
      </p>
    </section>
  );
}

function ActiveOfferAccess({ offer, userId }: { offer: OfferDetail; userId: string }) {
  const state = useOfferSecrets(userId, offer.id);
  if (state === null) return null;
  if (state.status === 'loading') {
    return (
      <section aria-label="Rabattkode" aria-busy="true" className={box}>
        <p role="status" className="text-sm text-muted-foreground">
          Henter rabattkoden...
        </p>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-11 w-2/3" />
      </section>
    );
  }
  if (state.status !== 'ready') {
    const offline = state.status === 'unavailable';
    return (
      <section aria-label="Rabattkode" className={box}>
        <p className="flex items-start gap-3 text-muted-foreground">
          {offline ? <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" /> : null}
          {offline
            ? 'Rabattkoden kunne ikke hentes nå. Koble til Internett og prøv igjen, så er den lagret på enheten til neste gang.'
            : 'Dette tilbudet har ingen rabattkode eller kontaktinformasjon ennå.'}
        </p>
      </section>
    );
  }
  return <SecretsBox offer={offer} userId={userId} secrets={state.secrets} />;
}

/**
 * The box itself renders again only when what it shows changes: the server's
 * answer (offline, its failure) changes the hook's state above it, not the code.
 */
const SecretsBox = memo(function SecretsBox({
  offer,
  userId,
  secrets,
}: {
  offer: OfferDetail;
  userId: string;
  secrets: VaultEntry;
}) {
  const [copied, markCopied] = useCopied();
  const [tillOpen, setTillOpen] = useState(false);
  const code = secrets.discount_code?.trim() || null;
  // One reveal per offer shown with its code (a ref, so a re-render or Strict Mode's second effect adds none).
  const revealed = useRef<string | null>(null);
  useEffect(() => {
    if (!code || revealed.current === offer.id) return;
    revealed.current = offer.id;
    // Recorded after the code has painted: opened by a tap, this effect runs before the paint.
    void afterNextPaint().then(() => recordOfferEvent(offer.id, userId, 'code_reveal'));
  }, [code, offer.id, userId]);
  const email = secrets.offer_email?.trim() || null;
  const offerUrl = normalizeExternalUrl(secrets.offer_url);
  const website = normalizeExternalUrl(secrets.website);
  const mailto = mailtoHref(
    email,
    offerMailSubject(offer),
    offerMailBody({ title: offer.title, company: offer.company, discountCode: code }),
  );

  async function copy(kind: 'code' | 'email', text: string) {
    // The spec's click for the e-mail; the code's copy is its own event, never a click.
    recordOfferEvent(offer.id, userId, kind === 'email' ? 'email_copy' : 'code_copy');
    if (!(await copyToClipboard(text))) {
      toast.error('Kunne ikke kopiere', { description: 'Marker teksten og kopier den manuelt.' });
      return;
    }
    markCopied(kind);
    toast.success('Kopiert!', {
      description:
        kind === 'code'
          ? 'Rabattkoden er kopiert til utklippstavlen.'
          : 'E-postadressen er kopiert til utklippstavlen.',
    });
  }

  return (
    <section aria-labelledby="offer-access-title" className={box}>
      <h2 id="offer-access-title" className="sr-only">
        Slik bruker du tilbudet
      </h2>
      {code ? (
        <div role="group" aria-label="Rabattkode" className="flex flex-col gap-3">
          <p className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">Rabattkode</p>
          <p
            data-testid="discount-code"
            className="rounded-2xl border-2 border-dashed border-primary/50 bg-primary/10 px-4 py-4 text-center font-mono text-2xl font-bold tracking-[0.12em] break-all select-all sm:text-3xl"
          >
            {code}
          </p>
          <div className="grid grid-cols-2 gap-2">
            <Button size="lg" onClick={() => void copy('code', code)}>
              {copied === 'code' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied === 'code' ? 'Kopiert!' : 'Kopier kode'}
            </Button>
            <Button
              size="lg"
              variant="outline"
              onClick={() => {
                // A toast would sit on top of the code the cashier needs to read.
                toast.dismiss();
                setTillOpen(true);
                recordOfferEvent(offer.id, userId, 'till_open');
              }}
            >
              <ScanLine aria-hidden="true" />
              Vis i kassen
            </Button>
          </div>
          <TillModeDialog
            open={tillOpen}
            onOpenChange={setTillOpen}
            code={code}
            title={offer.title}
            company={offer.company}
          />
        </div>
      ) : null}

      {email ? (
        <div className="flex flex-col gap-2 border-t border-border pt-4 first:border-t-0 first:pt-0">
          <p className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">E-post</p>
          <p className="font-medium break-all">{email}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => void copy('email', email)}>
              {copied === 'email' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied === 'email' ? 'Kopiert!' : 'Kopier e-post'}
            </Button>
            {mailto ? (
              <a
                href={mailto}
                onClick={() => recordOfferEvent(offer.id, userId, 'email_send')}
                className={buttonClasses({ variant: 'outline' })}
              >
                <Mail aria-hidden="true" />
                Send e-post
              </a>
            ) : null}
          </div>
        </div>
      ) : null}

      {/* sm:flex-1: flex-1 in the phone's column squashed the links to their text's height. */}
      {offerUrl || website ? (
        <div className="flex flex-col gap-2 border-t border-border pt-4 first:border-t-0 first:pt-0 sm:flex-row">
          {offerUrl ? (
            <a
              href={offerUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => recordOfferEvent(offer.id, userId, 'link_open')}
              className={buttonClasses({ variant: 'secondary', className: 'sm:flex-1' })}
            >
              <ExternalLink aria-hidden="true" />
              Gå til tilbudet
              <span className="sr-only"> (åpnes i ny fane)</span>
            </a>
          ) : null}
          {website ? (
            <a
              href={website}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ variant: 'ghost', className: 'sm:flex-1' })}
            >
              <Globe aria-hidden="true" />
              Besøk nettsiden
              <span className="sr-only"> (åpnes i ny fane)</span>
            </a>
          ) : null}
        </div>
      ) : null}
    </section>
  );
});
