export { CarRequestPage } from './components/CarRequestPage.tsx';
export { PropertyRequestPage } from './components/PropertyRequestPage.tsx';
