export type StrengthLabel = 'Svakt' | 'Middels' | 'Sterkt';

export interface PasswordStrength {
  /** How many of the five checks pass (0-5). */
  score: number;
  label: StrengthLabel;
  checks: { id: string; label: string; passed: boolean }[];
}

/** The spec's five checks: length 8, uppercase, lowercase, digit, special. */
export function passwordStrength(password: string): PasswordStrength {
  const checks = [
    { id: 'length', label: 'Minst 8 tegn', passed: password.length >= 8 },
    { id: 'upper', label: 'Stor bokstav', passed: /\p{Lu}/u.test(password) },
    { id: 'lower', label: 'Liten bokstav', passed: /\p{Ll}/u.test(password) },
    { id: 'digit', label: 'Tall', passed: /\d/.test(password) },
    { id: 'special', label: 'Spesialtegn', passed: /[^\p{L}\d\s]/u.test(password) },
  ];
  const score = checks.filter((check) => check.passed).length;
  const label: StrengthLabel = score < 2 ? 'Svakt' : score < 4 ? 'Middels' : 'Sterkt';
  return { score, label, checks };
}
