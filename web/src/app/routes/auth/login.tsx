import { LoginPage } from '../../../features/auth/components/login-page';

/** /login inside the full app (after sign-out, or a redirect from a guarded page); a first visit is served by the public shell. */
export const Component = LoginPage;
