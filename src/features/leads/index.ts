export { CarRequestPage } from './components/CarRequestPage.tsx';
export { PropertyRequestPage } from './components/PropertyRequestPage.tsx';
export { LEAD_SENT_TEXT } from './lead-texts.ts';
// The company search, shared with the register page (organisation numbers: @contracts/org-number.ts).
export { CompanySearch } from './components/CompanySearch.tsx';
export { lookupCompany, type CompanyResult } from './api/lookup-company.ts';
