import { UserRoundCog } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/ui/Button.tsx';
import { PageContainer } from '@/ui/PageContainer.tsx';

interface SwitchAccountPromptProps {
  currentEmail: string;
  invitedEmail: string | null;
  onKeep: () => void;
  onSwitch: () => void;
}

/**
 * An invitation link for another account than the one signed in: nothing
 * changes until the user chooses. The first, focused choice keeps the
 * current session, so a link planted by someone else cannot swap accounts.
 */
export function SwitchAccountPrompt({
  currentEmail,
  invitedEmail,
  onKeep,
  onSwitch,
}: SwitchAccountPromptProps) {
  const headingId = useId();
  return (
    <PageContainer className="flex max-w-md flex-col items-center gap-5 text-center sm:py-14">
      <section aria-labelledby={headingId} className="flex flex-col items-center gap-5">
        <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-muted text-muted-foreground">
          <UserRoundCog aria-hidden="true" className="size-7" />
        </span>
        <h1 id={headingId} className="text-3xl font-bold tracking-tight">
          Invitasjonen gjelder en annen bruker
        </h1>
        <p className="text-lg text-muted-foreground">
          Du er logget inn som <strong className="text-foreground">{currentEmail}</strong>.{' '}
          {invitedEmail ? (
            <>
              Lenken er en invitasjon til <strong className="text-foreground">{invitedEmail}</strong>.
            </>
          ) : (
            'Lenken er en invitasjon til en annen bruker.'
          )}
        </p>
        <p className="text-muted-foreground">
          Bytter du bruker, blir du logget ut, og koder som er lagret på denne enheten, slettes.
        </p>
        <div className="flex w-full flex-col gap-3">
          {/* The safe choice comes first and has the focus. */}
          <Button size="lg" autoFocus onClick={onKeep}>
            Fortsett som {currentEmail}
          </Button>
          <Button size="lg" variant="outline" onClick={onSwitch}>
            Logg ut og godta invitasjonen
          </Button>
        </div>
      </section>
    </PageContainer>
  );
}
