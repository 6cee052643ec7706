export { AboutUsPage } from './components/AboutUsPage.tsx';
export { BecomePartnerPage } from './components/BecomePartnerPage.tsx';
export { PadelWorldCupPage } from './components/PadelWorldCupPage.tsx';
