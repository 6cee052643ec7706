import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '@/features/auth/index.ts';

export const Route = createFileRoute('/forgot-password')({
  component: ForgotPasswordPage,
});
