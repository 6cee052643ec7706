import { Download, SquarePlus } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { Button, type ButtonProps } from './Button.tsx';

// The iOS steps are a dialog; it loads when asked for, like the menu sheet.
const IosInstallDialog = lazy(() =>
  import('./IosInstallDialog.tsx').then((module) => ({ default: module.IosInstallDialog })),
);

export interface InstallAppProps {
  /** 'prompt': the browser offers its install dialog; 'ios': show how to add it by hand. */
  option: 'none' | 'prompt' | 'ios';
  onInstall: () => void;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}

/** The install button where the browser allows one, or iOS's share-menu steps. */
export function InstallApp({
  option,
  onInstall,
  variant = 'outline',
  size = 'md',
  className,
}: InstallAppProps) {
  const [iosHelpOpen, setIosHelpOpen] = useState(false);
  if (option === 'none') return null;
  if (option === 'prompt') {
    return (
      <Button variant={variant} size={size} className={className} onClick={onInstall}>
        <Download aria-hidden="true" />
        Installer appen
      </Button>
    );
  }
  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={className}
        aria-haspopup="dialog"
        onClick={() => setIosHelpOpen(true)}
      >
        <SquarePlus aria-hidden="true" />
        Legg til på Hjem-skjerm
      </Button>
      {iosHelpOpen ? (
        <Suspense fallback={null}>
          <IosInstallDialog open onOpenChange={setIosHelpOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
