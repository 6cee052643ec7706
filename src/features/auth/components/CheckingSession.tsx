/**
 * A guarded route's pendingComponent, shown while the session (or its roles)
 * is being checked. Plain markup: it sits with the route definitions, which
 * every page's first paint carries.
 */
export function CheckingSession() {
  return (
    <div
      role="status"
      className="flex flex-1 items-center justify-center gap-3 px-4 py-20 text-muted-foreground"
    >
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent"
      />
      <span>Sjekker autentisering...</span>
    </div>
  );
}
