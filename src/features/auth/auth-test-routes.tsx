import { Route, Routes, useLocation } from 'react-router';
import CallbackPage from './callback-page';
import ForgotPasswordPage from './forgot-password-page';
import LoginPage from './login-page';
import MailboxPage from './mailbox-page';
import ResetPasswordPage from './reset-password-page';
import SignupPage from './signup-page';

/** Test-only: the auth pages at their real paths; anything else shows where the app went. */
function Elsewhere() {
  const location = useLocation();
  return <p>Now at {location.pathname + location.search}</p>;
}

export function AuthTestRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/signup" element={<SignupPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/auth/callback" element={<CallbackPage />} />
      <Route path="/auth/reset-password" element={<ResetPasswordPage />} />
      <Route path="/dev/mailbox" element={<MailboxPage />} />
      <Route path="*" element={<Elsewhere />} />
    </Routes>
  );
}
