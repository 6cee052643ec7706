export interface OfferMailInput {
  title: string;
  company: string | null;
  discountCode: string | null;
}

/** The prefilled mail's subject: the offer's title. */
export function offerMailSubject(offer: Pick<OfferMailInput, 'title'>): string {
  return offer.title;
}

/** A short Norwegian mail naming the company, the offer and the discount code. */
export function offerMailBody({ title, company, discountCode }: OfferMailInput): string {
  const name = company?.trim();
  const code = discountCode?.trim();
  return [
    name ? `Hei ${name}!` : 'Hei!',
    '',
    `Jeg vil gjerne benytte meg av tilbudet «${title}» som jeg fant på Ordning.`,
    ...(code ? [`Rabattkoden min er ${code}.`] : []),
    '',
    'Kan dere fortelle meg hvordan jeg går videre?',
    '',
    'Med vennlig hilsen',
  ].join('\n');
}
