export { CarRequestPage } from './components/CarRequestPage.tsx';
export { PropertyRequestPage } from './components/PropertyRequestPage.tsx';
export { LEAD_SENT_TEXT } from './lead-texts.ts';
