// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isExpectedRefusal, reportCaughtError } from '../../src/app/caught-errors.ts';
import { AccessDeniedError } from '../../src/features/auth/route-guard.ts';

afterEach(() => vi.restoreAllMocks());

describe('errors caught by error boundaries', () => {
  it("logs nothing for the guard's refusal, which 'Ingen tilgang' answers", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = new AccessDeniedError(['admin'], ['employee']);
    expect(isExpectedRefusal(refusal)).toBe(true);
    reportCaughtError(refusal, { componentStack: '\n    at AdminRoute' });
    expect(log).not.toHaveBeenCalled();
  });

  it('still logs a real bug, with where it happened', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bug = new TypeError("Cannot read properties of undefined (reading 'title')");
    expect(isExpectedRefusal(bug)).toBe(false);
    reportCaughtError(bug, { componentStack: '\n    at OfferCard' });
    expect(log).toHaveBeenCalledWith(bug, '\n    at OfferCard');
    // An error that only looks like a refusal is not one.
    const lookalike = Object.assign(new Error('Requires the role admin'), { name: 'AccessDeniedError' });
    reportCaughtError(lookalike, {});
    expect(log).toHaveBeenCalledTimes(2);
  });
});
