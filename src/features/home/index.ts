import { lazy } from 'react';

/** 'Mine fordeler', '/' for signed-in people; loaded when first shown, so a visitor's first paint carries none of it. */
export const HomePage = lazy(() =>
  import('./components/HomePage.tsx').then((module) => ({ default: module.HomePage })),
);
export { HomeLoading } from './components/HomeLoading.tsx';
