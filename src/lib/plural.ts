// Norwegian counted nouns ('1 visning', '2 visninger') in one place, so a
// count of one never reads '1 visninger'. Bokmål has only 'one' and 'other'.

const rules = new Intl.PluralRules('nb-NO');
const numbers = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 0 });

export interface PluralForms {
  one: string;
  other: string;
}

/** The noun's form for this count, without the number ('visning' / 'visninger'). */
export function pluralWord(count: number, forms: PluralForms): string {
  return rules.select(count) === 'one' ? forms.one : forms.other;
}

/** The count with nb-NO grouping (a no-break space per thousand) and the noun's form: '1 234 visninger'. */
export function plural(count: number, forms: PluralForms): string {
  return `${numbers.format(count)} ${pluralWord(count, forms)}`;
}
