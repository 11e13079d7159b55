import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/use-session';

/** Body of the denied and not-found pages; offers a way back that fits who is looking. */
export function StatusPage({ text }: { text: string }) {
  const { userRoles } = useSession();
  const signedIn = userRoles.length > 0;
  return (
    <section className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-3xl font-semibold text-slate-900">{text}</h1>
      <Link
        to={signedIn ? paths.admin.root.href() : paths.login.href()}
        className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
      >
        {signedIn ? 'Повернутися на головну' : 'Увійти'}
      </Link>
    </section>
  );
}
